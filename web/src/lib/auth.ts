/**
 * The session of the console: the signed-in user kept in localStorage as
 * `currentUser` (and the id token as `idToken`), the auth state of spec §4
 * as a tiny store, the login / refresh / logout calls, and the TokenSource
 * api-client uses. React bindings live in auth-hooks.ts.
 */
import { z } from 'zod';
import { api, ApiError, apiUrl, setTokenSource, type ApiProblem, type TokenSource } from '@/lib/api-client';
import i18n, { LANGUAGE_KEY, storedLanguage, switchLanguage, type Language } from '@/lib/i18n';
import type { components } from '@/types/api';

export type SessionUser = components['schemas']['SessionUser'];

export const CURRENT_USER_KEY = 'currentUser';
export const ID_TOKEN_KEY = 'idToken';
/** The organisation a platform administrator chose on /OrgSelectpage. */
export const SELECTED_ORG_KEY = 'selectedOrganization';

/** What the console keeps of the session user (localStorage `currentUser`). */
export interface CurrentUser {
  jwtAccessToken: string;
  userName: string;
  organizationName: string;
  uiPrivileges: string[];
  rememberMe: boolean;
  refreshToken: string;
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: number;
  sessionExpiresAt?: string;
  idleTimeoutSeconds?: number;
  userId?: number;
  firstName?: string;
  lastName?: string;
  emailId?: string;
  subOrganizationName?: string;
  roles: string[];
  alertsLanguage?: string;
  platformAdmin: boolean;
}

export type AuthStatus = 'idle' | 'loggingIn' | 'loggedIn' | 'loggingOut';

export interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  privileges: string[];
  /** The message of the last failed login, shown on the login page. */
  error: string | null;
  language: Language;
  /** The organisation chosen on /OrgSelectpage, if any. */
  selectedOrganization: string | null;
  /** False until the stored session has been checked at start-up. */
  ready: boolean;
}

const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
const stringList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

/** The server's SessionUser, as login and refresh answer it. */
export const sessionUserSchema = z.object({
  jwtAccessToken: z.string().min(1),
  idToken: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  refreshToken: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  expiresIn: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  sessionExpiresAt: optionalString,
  idleTimeoutSeconds: z
    .number()
    .nullish()
    .transform((v) => v ?? undefined),
  userId: z
    .number()
    .nullish()
    .transform((v) => v ?? undefined),
  userName: z.string(),
  firstName: optionalString,
  lastName: optionalString,
  emailId: optionalString,
  organizationName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  subOrganizationName: optionalString,
  roles: stringList,
  uiPrivileges: stringList,
  alertsLanguage: optionalString,
  platformAdmin: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  rememberMe: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** Turns the server's answer into what is stored; expiresIn counts from now. */
export function toCurrentUser(s: z.infer<typeof sessionUserSchema>, now = Date.now()): CurrentUser {
  return {
    jwtAccessToken: s.jwtAccessToken,
    userName: s.userName,
    organizationName: s.organizationName,
    uiPrivileges: s.uiPrivileges,
    rememberMe: s.rememberMe,
    refreshToken: s.refreshToken,
    expiresAt: now + s.expiresIn * 1000,
    sessionExpiresAt: s.sessionExpiresAt,
    idleTimeoutSeconds: s.idleTimeoutSeconds,
    userId: s.userId,
    firstName: s.firstName,
    lastName: s.lastName,
    emailId: s.emailId,
    subOrganizationName: s.subOrganizationName,
    roles: s.roles,
    alertsLanguage: s.alertsLanguage,
    platformAdmin: s.platformAdmin,
  };
}

// ---- storage ----

/** The stored session user, or null when none (or it is unreadable). */
export function readCurrentUser(): CurrentUser | null {
  const raw = localStorage.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as Partial<CurrentUser>;
    if (!u || typeof u.jwtAccessToken !== 'string' || typeof u.userName !== 'string') return null;
    return {
      ...u,
      organizationName: u.organizationName ?? '',
      uiPrivileges: Array.isArray(u.uiPrivileges) ? u.uiPrivileges : [],
      roles: Array.isArray(u.roles) ? u.roles : [],
      rememberMe: !!u.rememberMe,
      refreshToken: u.refreshToken ?? '',
      expiresAt: typeof u.expiresAt === 'number' ? u.expiresAt : 0,
      platformAdmin: !!u.platformAdmin,
    } as CurrentUser;
  } catch {
    return null;
  }
}

export function readIdToken(): string | null {
  return localStorage.getItem(ID_TOKEN_KEY);
}

/** Stores the server's session user (replacing any rotated tokens) and returns it. */
export function saveSession(answer: unknown, now = Date.now()): CurrentUser {
  const parsed = sessionUserSchema.parse(answer);
  const user = toCurrentUser(parsed, now);
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  localStorage.setItem(ID_TOKEN_KEY, parsed.idToken);
  return user;
}

/** Clears all of localStorage except the chosen language. */
export function clearLocalStorageKeepingLanguage() {
  const lang = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (lang) localStorage.setItem(LANGUAGE_KEY, lang);
}

// ---- store ----

type Listener = () => void;
const listeners = new Set<Listener>();

function initialState(): AuthState {
  const user = readCurrentUser();
  return {
    status: user ? 'loggedIn' : 'idle',
    user,
    privileges: user?.uiPrivileges ?? [],
    error: null,
    language: storedLanguage(),
    selectedOrganization: localStorage.getItem(SELECTED_ORG_KEY),
    ready: false,
  };
}

let state: AuthState = initialState();

function setState(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-reads the session from localStorage (start-up, and between tests). */
export function loadAuthState(opts: { ready?: boolean } = {}) {
  refreshedAt = 0;
  state = { ...initialState(), ready: opts.ready ?? false };
  for (const l of listeners) l();
}

function userPatch(user: CurrentUser | null): Partial<AuthState> {
  return { user, privileges: user?.uiPrivileges ?? [] };
}

/** The organisation shown in the top bar: the chosen one, else the user's. */
export function currentOrganization(s: AuthState = state): string {
  return s.selectedOrganization || s.user?.organizationName || '';
}

/** Remembers the organisation chosen on /OrgSelectpage. */
export function selectOrganization(orgName: string) {
  localStorage.setItem(SELECTED_ORG_KEY, orgName);
  setState({ selectedOrganization: orgName });
}

/** Sets the language (kept across sign-outs) and reloads the page, as spec §4 says. */
export function changeLanguage(lang: Language, reload?: () => void) {
  setState({ language: lang });
  switchLanguage(lang, reload);
}

/** Where a freshly signed-in user goes: platform administrators choose an organisation first. */
export function homeFor(user: Pick<CurrentUser, 'platformAdmin'>): string {
  return user.platformAdmin ? '/OrgSelectpage' : '/dashboard';
}

// ---- calls ----

function failureMessage(err: unknown): string {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body.message) return err.body.message;
  return i18n.t('auth.loginFailed');
}

/**
 * Signs in (idle → loggingIn → loggedIn, or back to idle with the error).
 * On success the user is stored and the previous application state
 * (chosen organisation) dropped; callers also clear the query cache.
 * Resolves to the user, or null on failure (the message is in state.error).
 */
export async function login(username: string, password: string): Promise<CurrentUser | null> {
  setState({ status: 'loggingIn', error: null });
  try {
    const answer = await api<SessionUser>('login', {
      method: 'POST',
      body: { username, password },
      anonymous: true,
    });
    const user = saveSession(answer);
    localStorage.removeItem(SELECTED_ORG_KEY);
    setState({ status: 'loggedIn', error: null, selectedOrganization: null, ...userPatch(user) });
    return user;
  } catch (err) {
    setState({ status: 'idle', error: failureMessage(err), ...userPatch(null) });
    return null;
  }
}

/**
 * Signs in with the one-time code the server's OpenID Connect callback
 * put on the login page (?oidcCode=): POST oAuthLogin with the code as the
 * authToken header answers the same session user as a password login.
 */
export async function loginWithCode(code: string): Promise<CurrentUser | null> {
  setState({ status: 'loggingIn', error: null });
  try {
    const res = await fetch(apiUrl('oAuthLogin'), { method: 'POST', headers: { Accept: 'application/json', authToken: code } });
    const answer: unknown = await res.json().catch(() => undefined);
    if (!res.ok) throw new ApiError(res.status, answer && typeof answer === 'object' ? (answer as ApiProblem) : true);
    const user = saveSession(answer);
    localStorage.removeItem(SELECTED_ORG_KEY);
    setState({ status: 'loggedIn', error: null, selectedOrganization: null, ...userPatch(user) });
    return user;
  } catch (err) {
    setState({ status: 'idle', error: failureMessage(err), ...userPatch(null) });
    return null;
  }
}

/** Records a sign-in failure reported by the provider's callback (?oidcError=). */
export function setLoginError(message: string) {
  setState({ status: 'idle', error: message });
}

/** The last login error, set aside (e.g. when the user edits the form). */
export function clearLoginError() {
  if (state.error !== null) setState({ error: null });
}

/**
 * Signs out (loggedIn → loggingOut → idle): clears all of localStorage but
 * the language, tells the server (ilogout) and ignores its errors.
 */
export async function logout(): Promise<void> {
  const user = state.user ?? readCurrentUser();
  setState({ status: 'loggingOut' });
  clearLocalStorageKeepingLanguage();
  let endSession = '';
  if (user) {
    try {
      const answer = await api<{ endSessionUrl?: string } | undefined>('ilogout', {
        method: 'POST',
        body: { jwtAccessToken: user.jwtAccessToken, userName: user.userName, refreshToken: user.refreshToken },
        anonymous: true,
      });
      endSession = answer?.endSessionUrl ?? '';
    } catch (err) {
      console.warn('logout failed', err);
    }
  }
  setState({ status: 'idle', error: null, selectedOrganization: null, ...userPatch(null) });
  // A session opened through the organisation's identity provider ends
  // there too (its end-session endpoint returns to /login).
  if (endSession && /^https?:\/\//.test(endSession)) window.location.assign(endSession);
}

/** Ends the local session without calling the server (the server already ended it). */
export function endLocalSession() {
  localStorage.removeItem(CURRENT_USER_KEY);
  localStorage.removeItem(ID_TOKEN_KEY);
  setState({ status: 'idle', ...userPatch(null) });
}

let refreshing: Promise<boolean> | null = null;
let refreshedAt = 0;
/** A 401 this soon after a successful refresh was sent with the old token: retry, don't rotate again. */
const RECENT_REFRESH_MS = 5_000;

async function doRefresh(): Promise<boolean> {
  const user = state.user ?? readCurrentUser();
  if (!user?.refreshToken) return false;
  try {
    const answer = await api<SessionUser>('refresh', {
      method: 'POST',
      body: { refreshToken: user.refreshToken },
      anonymous: true,
    });
    const next = saveSession(answer);
    refreshedAt = Date.now();
    setState({ status: 'loggedIn', ...userPatch(next) });
    return true;
  } catch (err) {
    // The server refused the refresh token: the session is over.
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) endLocalSession();
    return false;
  }
}

/**
 * Renews the access token with the refresh token. Concurrent callers share
 * one call; the rotated refresh token replaces the old one.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The TokenSource api-client uses: tokens of the stored session, refresh on 401. */
export const tokenSource: TokenSource = {
  accessToken: () => (state.user ?? readCurrentUser())?.jwtAccessToken ?? null,
  idToken: () => readIdToken(),
  refresh: () => (refreshing === null && Date.now() - refreshedAt < RECENT_REFRESH_MS ? Promise.resolve(true) : refreshSession()),
};

export function installTokenSource() {
  setTokenSource(tokenSource);
}

let initialising: Promise<void> | null = null;

/**
 * Start-up: installs the token source, reads the stored session and, when
 * its access token has already expired, renews it before the app shows.
 */
export function initSession(now: () => number = Date.now): Promise<void> {
  if (state.ready) return Promise.resolve();
  initialising ??= (async () => {
    installTokenSource();
    loadAuthState();
    const user = state.user;
    if (user && user.expiresAt <= now()) await refreshSession();
    setState({ ready: true });
  })().finally(() => {
    initialising = null;
  });
  return initialising;
}
