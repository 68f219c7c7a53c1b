import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

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
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
