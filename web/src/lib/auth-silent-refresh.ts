/**
 * Silent refresh: shortly before the access token expires, renew it — but
 * only when the user was active (pointer, keyboard, scroll, touch) during
 * the token's life, so an idle console lets its session lapse. When the
 * token then expires, the next call's 401 still refreshes it on demand.
 */
import { useEffect } from 'react';
import { getAuthState, refreshSession, subscribeAuth } from '@/lib/auth';

/** How long before expiry the token is renewed (at most half its remaining life). */
export const REFRESH_LEAD_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/** Starts the timer; returns the function that stops it. */
export function startSilentRefresh(leadMs = REFRESH_LEAD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: number | null = null;
  let active = false;
  const onActivity = () => {
    active = true;
  };
  for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });

  const schedule = () => {
    const user = getAuthState().user;
    const expiresAt = user?.refreshToken ? user.expiresAt : null;
    if (expiresAt === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = expiresAt;
    if (expiresAt === null) return;
    const remaining = expiresAt - Date.now();
    const delay = Math.max(0, remaining - Math.min(leadMs, remaining / 2));
    active = false;
    timer = setTimeout(() => {
      if (active) void refreshSession();
    }, delay);
  };

  schedule();
  const unsubscribe = subscribeAuth(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
  };
}

/** Keeps the silent refresh running while the component is mounted. */
export function useSilentRefresh() {
  useEffect(() => startSilentRefresh(), []);
}
