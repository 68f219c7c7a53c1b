import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import { storedLanguage, switchLanguage } from '@/lib/i18n';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, prefix + k + '.') : [prefix + k],
  );
}

describe('i18n', () => {
  it('has the same keys in English and French', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
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
