import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workplace } from '@golf/shared/schemas/workplace';
import { api } from '../../../lib/http';

export const getWorkplace = () => api.get<Workplace>('/api/workplace', undefined, { silent: true });

export const workplaceQueryOptions = () => queryOptions({ queryKey: ['workplace'], queryFn: getWorkplace });

/** Everything the home page shows, in one request. */
export const useWorkplace = () => useQuery(workplaceQueryOptions());
