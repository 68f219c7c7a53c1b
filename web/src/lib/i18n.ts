import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, loadMessages, storedLanguage, type Language } from '@/lib/language';

export { browserLanguage, LANGUAGE_KEY, LANGUAGES, loadMessages, storedLanguage, type Language } from '@/lib/language';

/** Marks the page's language (<html lang>), for screen readers, hyphenation and the browser's translate offer. */
export function markDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Sets the language and reloads the page, as the spec's Fr/En switch does. */
export function switchLanguage(lang: Language, reload: () => void = () => window.location.reload()) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  reload();
}

/**
 * Starts i18next with the strings of the given languages (by default the
 * one in use alone: the page reloads on a switch); the console renders once
 * this resolves. The strings boot.ts started to fetch are taken
 * when they are the language asked for.
 */
export async function initI18n(langs: readonly Language[] = [storedLanguage()]): Promise<void> {
  const booted = typeof window !== 'undefined' ? window.__chillwatchMessages : undefined;
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  await Promise.all(
    langs.map(async (lang) => {
      const messages = booted && booted.lang === lang ? await booted.messages : await loadMessages(lang);
      resources[lang] = { translation: messages };
    }),
  );
  await i18n.use(initReactI18next).init({
    resources,
    lng: langs.includes(storedLanguage()) ? storedLanguage() : langs[0],
    fallbackLng: langs.includes('en') ? 'en' : false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markDocumentLanguage(i18n.language);
  i18n.on('languageChanged', markDocumentLanguage);
}

export default i18n;
