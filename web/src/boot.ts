/**
 * The first script of the page (index.html), tiny and without the
 * console's dependencies: it starts, at once and in parallel with the
 * console's code, the fetches that would otherwise wait for that code to
 * run (docs/console.md#fast-first-load):
 *
 * - the strings of the language in use (lib/i18n.ts initI18n takes the
 *   promise), so that only that language is loaded;
 * - the chunks of the screen the URL opens first: the login page without a
 *   session, the signed-in frame and the dashboard with one. The router
 *   imports the same modules later and finds them loaded.
 */
import { loadMessages, storedLanguage } from '@/lib/language';

const lang = storedLanguage();
window.__chillwatchMessages = { lang, messages: loadMessages(lang) };

const path = window.location.pathname;
const signedIn = !!localStorage.getItem('currentUser');
if (!signedIn && (path === '/' || path === '/login')) {
  void import('@/features/auth/routes/login');
} else if (signedIn && path === '/dashboard') {
  void import('@/app/protected-route');
  void import('@/features/dashboard/routes/dashboard');
}
