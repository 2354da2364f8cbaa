import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { logoutLocally } from '../../../lib/session';

/** Revokes the token on the server; the client forgets it whatever the answer. */
export const logout = () => api.post<unknown>('/api/user/logout', undefined, { silent: true }).catch(() => undefined);

export const useLogout = () => useMutation({ mutationFn: logout, onSettled: () => logoutLocally() });
