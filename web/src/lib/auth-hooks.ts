/** React bindings of the session store (lib/auth). */
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getAuthState, login, logout, subscribeAuth, type AuthState, type CurrentUser } from '@/lib/auth';
import { resetError } from '@/lib/errors';

/** The auth state; re-renders on every change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

/** The uiPrivileges of the signed-in user (empty when signed out). */
export function usePrivileges(): string[] {
  return useAuth().privileges;
}

/**
 * Signs in and resets the application state: the query cache and any
 * global error are dropped on success. Resolves to the user or null.
 */
export function useLogin(): (username: string, password: string) => Promise<CurrentUser | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (username: string, password: string) => {
      const user = await login(username, password);
      if (user) {
        queryClient.clear();
        resetError();
      }
      return user;
    },
    [queryClient],
  );
}

/** Signs out (storage cleared, ilogout called, errors ignored) and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    resetError();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
