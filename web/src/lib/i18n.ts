import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

type Messages = Record<string, unknown>;

// Each file src/locales/{lang}/{area}.json holds the strings of one area
// under the key {area}: t('layout.signOut') reads layout.json's "signOut".
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

/** The messages of every language, by area. */
export const messages: Record<Language, Messages> = { en: {}, fr: {} };
for (const [path, content] of Object.entries(files)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (m && (LANGUAGES as readonly string[]).includes(m[1])) {
    messages[m[1] as Language][m[2]] = content;
  }
}

/** The stored language, English when none or an unknown one is stored. */
export function storedLanguage(): Language {
  const l = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  return (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Language) : 'en';
}

/** Sets the language and reloads the page, as the spec's Fr/En switch does. */
export function switchLanguage(lang: Language, reload: () => void = () => window.location.reload()) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  reload();
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: messages.en }, fr: { translation: messages.fr } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
