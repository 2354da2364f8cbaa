import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagerOverview } from '@golf/shared/schemas/manager';
import { api } from '../../../lib/http';

// its failure is said on the page itself (a toast as well said it twice, once per try)
export const getManagerOverview = () => api.get<ManagerOverview>('/api/manager/overview', undefined, { silent: true });

export const managerOverviewQueryOptions = () => queryOptions({ queryKey: ['manager', 'overview'], queryFn: getManagerOverview });

export const useManagerOverview = () => useQuery(managerOverviewQueryOptions());
