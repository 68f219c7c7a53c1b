/**
 * The page's Content-Security-Policy nonce (web/embed.go ConsoleCSP): the
 * server writes a fresh one on each load in place of the build's
 * placeholder, on the <meta property="csp-nonce"> tag among others. MUI's
 * styles are <style> elements emotion inserts at run time, so emotion's
 * cache must put the nonce on them or the policy drops them.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** What the build writes where the server puts the nonce (vite.config.ts html.cspNonce). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The nonce of the page, or undefined without one (tests, or the dev
 * server, which leaves the placeholder). Read from the DOM property:
 * browsers empty the nonce attribute once the page has loaded.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : undefined;
}

/** The emotion cache of the console: its style elements carry the page's nonce. */
export function createStyleCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}
