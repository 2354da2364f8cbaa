import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workplace } from '@golf/shared/schemas/workplace';
import { api } from '../../../lib/http';

export const getWorkplace = () => api.get<Workplace>('/api/workplace', undefined, { silent: true });

/** how long an answer counts as fresh for the sections mounting after the route asked for it */
const FRESH_MS = 5_000;

/**
 * Fresh when the home page opens: its sections (my groups, upcoming events, tee times, to-dos) change through mutations
 * on other pages, which do not invalidate this key, so the route asks for it again at every navigation to the page
 * (prefetch-workplace.ts, from the navigation's start); the page's sections, mounting a moment later, take that answer
 * rather than asking once more (FRESH_MS). The sections mount together, so they share one request.
 */
export const workplaceQueryOptions = () => queryOptions({ queryKey: ['workplace'], queryFn: getWorkplace, staleTime: FRESH_MS });

/** how many of the latest messages the home page lists */
export const WORKPLACE_MESSAGES = 5;

/** Everything the home page shows, in one request. */
export const useWorkplace = () => useQuery(workplaceQueryOptions());
