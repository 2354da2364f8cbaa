import { create } from 'zustand';
import { queryClient } from './query-client';

const TOKEN_KEY = 'token';
const VIEW_ROLE_KEY = 'viewRole';

interface SessionState {
  token: string | null;
  /** the admin's locally switched view role ('admin' or 'user'); ignored for non-admins */
  viewRole: string | null;
  setToken: (token: string) => void;
  setViewRole: (role: string) => void;
}

export const useSession = create<SessionState>((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  viewRole: localStorage.getItem(VIEW_ROLE_KEY),
  setToken: (token) => {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token });
  },
  setViewRole: (viewRole) => {
    localStorage.setItem(VIEW_ROLE_KEY, viewRole);
    set({ viewRole });
  },
}));

/** Why the session ended: the user logged out, or the server stopped taking the token (expired, revoked, disabled). */
export type LogoutReason = 'logout' | 'expired';

const logoutListeners = new Set<(reason: LogoutReason) => void>();
let expired = false;

/**
 * Lets the app clear what it keeps per user (server menu, tabs) on logout. Listeners run before the user's data is
 * cleared from the query cache, while the page's forms are still there (use-unsaved-form.ts keeps a draft of unsaved
 * work when the session expired).
 */
export function onLogout(listener: (reason: LogoutReason) => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Logged out: token, user info (query cache), view role and server menu are gone. */
export function logoutLocally(reason: LogoutReason = 'logout') {
  expired = reason === 'expired';
  logoutListeners.forEach((listener) => listener(reason));
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(VIEW_ROLE_KEY);
  useSession.setState({ token: null, viewRole: null });
  queryClient.clear();
}

/** True while signed out because the session expired (not by the user's own logout): the way to the login page is free. */
export function sessionExpired(): boolean {
  return expired && !useSession.getState().token;
}

export function getToken() {
  return useSession.getState().token;
}
