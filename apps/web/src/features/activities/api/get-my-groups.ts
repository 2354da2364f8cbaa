import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupList } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';

/** The caller's groups with their role (to filter events, and to pick where a new event belongs). */
export const getMyGroups = () => api.get<GroupList>('/api/groups', { mine: 1, pageSize: 100 });

export const myGroupsQueryOptions = () => queryOptions({ queryKey: ['activities', 'my-groups'], queryFn: getMyGroups, staleTime: 60_000 });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
