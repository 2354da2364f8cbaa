import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@golf/shared/schemas/user';
import { api } from './http';
import { effectiveRole } from './roles';
import { useSession } from './session';

/** The signed-in user (`POST /api/user/info`): needed by the guard, the shell and every feature. */
export const getSessionUser = () => api.post<SessionUser>('/api/user/info');

export const sessionUserQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'user'], queryFn: getSessionUser, staleTime: 5 * 60_000 });

export const useSessionUser = () => {
  const token = useSession((s) => s.token);
  return useQuery({ ...sessionUserQueryOptions(), enabled: Boolean(token) });
};

/** The role the UI currently shows (an admin may switch the view locally). */
export const useRole = () => {
  const { data: user } = useSessionUser();
  const viewRole = useSession((s) => s.viewRole);
  return user ? effectiveRole(user, viewRole) : '';
};
