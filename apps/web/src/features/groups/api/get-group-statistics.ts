import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupStatistics } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';

export const getGroupStatistics = (id: string) => api.get<GroupStatistics>(`/api/groups/${id}/statistics`, undefined, { silent: true });

export const groupStatisticsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...groupQueryOptions(id).queryKey, 'statistics'], queryFn: () => getGroupStatistics(id) });

export const useGroupStatistics = (id: string, enabled = true) => useQuery({ ...groupStatisticsQueryOptions(id), enabled: Boolean(id) && enabled });
