import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface ManagerOverview {
  total: number;
  active: number;
  newThisMonth: number;
  byRole: { admin: number; user: number };
}

export const getManagerOverview = () => api.get<ManagerOverview>('/api/manager/overview');

export const managerOverviewQueryOptions = () => queryOptions({ queryKey: ['manager', 'overview'], queryFn: getManagerOverview });

export const useManagerOverview = () => useQuery(managerOverviewQueryOptions());
