import { browserLanguage, loadMessages, storedLanguage, switchLanguage } from '@/lib/i18n';
import en from '@/locales/en';
import fr from '@/locales/fr';

const messages = { en, fr };
import i18n from '@/lib/i18n';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [prefix + k]));
}

describe('i18n', () => {
  it('has every string in English and French, and no empty one', () => {
    expect(keys(messages.fr).sort()).toEqual(keys(messages.en).sort());
    for (const lang of ['en', 'fr'] as const) {
      for (const k of keys(messages[lang])) {
        expect(i18n.getResource(lang, 'translation', k), `${lang}:${k}`).not.toBe('');
      }
    }
  });
  it('reads each area file under its name', () => {
    expect(i18n.t('app.name')).toBe('ChillWatch');
  });
  it('loads one language’s strings on their own (the page loads only the language in use)', async () => {
    expect(await loadMessages('fr')).toBe(fr);
    expect(await loadMessages('en')).toBe(en);
    expect(Object.keys(en)).toContain('layout');
  });
  it('stores the language and reloads', () => {
    let reloaded = false;
    switchLanguage('fr', () => {
      reloaded = true;
    });
    expect(storedLanguage()).toBe('fr');
    expect(reloaded).toBe(true);
  });
  it('falls back to English for an unknown stored language', () => {
    localStorage.setItem('language', 'de');
    expect(storedLanguage()).toBe('en');
  });
});

describe('the language of a first visit (issue 15 point 14)', () => {
  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['fr-SN'], 'fr'],
    [['FR'], 'fr'],
    [['de-DE', 'fr-CA', 'en'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['de-DE', 'es'], 'en'],
    [[], 'en'],
  ])('reads %j as %s', (languages, want) => {
    expect(browserLanguage(languages)).toBe(want);
  });

  it('takes the browser language when none is stored, and the stored one over it', () => {
    const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    try {
      localStorage.removeItem('language');
      expect(storedLanguage()).toBe('fr');
      localStorage.setItem('language', 'en');
      expect(storedLanguage()).toBe('en');
    } finally {
      spy.mockRestore();
      localStorage.removeItem('language');
    }
  });

  it('keeps <html lang> on the current language', async () => {
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
