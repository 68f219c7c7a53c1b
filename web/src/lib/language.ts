/**
 * The console's languages and how the one in use is chosen: the stored
 * choice (the Fr / En switch), else the browser's. No dependency, so that
 * the language's strings can be fetched before the console's code has run
 * (boot.ts).
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

export const isLanguage = (l: string | null | undefined): l is Language => (LANGUAGES as readonly string[]).includes(l ?? '');

/**
 * The browser's language among ours: the first of navigator.languages whose
 * primary tag is en or fr (fr-FR, fr-SN, fr-CA... are French), English when
 * none is.
 */
export function browserLanguage(
  languages: readonly string[] | undefined = typeof navigator !== 'undefined' ? navigator.languages : undefined,
): Language {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The stored language (the Fr / En switch stores it); without one, or with
 * an unknown one, the browser's (browserLanguage).
 */
export function storedLanguage(): Language {
  const l = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  return isLanguage(l) ? l : browserLanguage();
}

type Messages = Record<string, unknown>;

/** One language's strings, by area: a chunk of their own, fetched only for the language in use. */
export function loadMessages(lang: Language): Promise<Messages> {
  return (lang === 'fr' ? import('@/locales/fr') : import('@/locales/en')).then((m) => m.default);
}

declare global {
  interface Window {
    /** The strings of the language in use, fetched by boot.ts while the console's code loads. */
    __chillwatchMessages?: { lang: Language; messages: Promise<Messages> };
  }
}
