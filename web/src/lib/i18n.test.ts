import { messages, storedLanguage, switchLanguage } from '@/lib/i18n';
import i18n from '@/lib/i18n';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, prefix + k + '.') : [prefix + k],
  );
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
