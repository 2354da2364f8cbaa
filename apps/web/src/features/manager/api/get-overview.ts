import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagerOverview } from '@golf/shared/schemas/manager';
import { api } from '../../../lib/http';

export const getManagerOverview = () => api.get<ManagerOverview>('/api/manager/overview');

export const managerOverviewQueryOptions = () => queryOptions({ queryKey: ['manager', 'overview'], queryFn: getManagerOverview });

export const useManagerOverview = () => useQuery(managerOverviewQueryOptions());
