import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workplace } from '@golf/shared/schemas/workplace';
import { api } from '../../../lib/http';

export const getWorkplace = () => api.get<Workplace>('/api/workplace', undefined, { silent: true });

/**
 * Always fresh when the home page opens (staleTime 0): its sections (my groups, upcoming events, tee times,
 * to-dos) change through mutations on other pages, which do not invalidate this key. The sections mount
 * together, so they share one request.
 */
export const workplaceQueryOptions = () => queryOptions({ queryKey: ['workplace'], queryFn: getWorkplace, staleTime: 0 });

/** Everything the home page shows, in one request. */
export const useWorkplace = () => useQuery(workplaceQueryOptions());
