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

const logoutListeners = new Set<() => void>();

/** Lets the app clear what it keeps per user (server menu, tabs) on logout. */
export function onLogout(listener: () => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Logged out: token, user info (query cache), view role and server menu are gone. */
export function logoutLocally() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(VIEW_ROLE_KEY);
  useSession.setState({ token: null, viewRole: null });
  queryClient.clear();
  logoutListeners.forEach((listener) => listener());
}

export function getToken() {
  return useSession.getState().token;
}
