import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupList } from '@golf/shared/schemas/group';
import { api } from './http';

/** The caller's groups with their role: to filter events and posts, and to choose where a new event or post belongs. */
export const getMyGroups = () => api.get<GroupList>('/api/groups', { mine: 1, pageSize: 100 }, { silent: true });

/**
 * Under the group lists' key (features/groups/api/get-groups.ts groupListQueryOptions), so whatever refreshes the
 * group lists (a group created, joined or left) refreshes this one too.
 */
export const myGroupsQueryOptions = () => queryOptions({ queryKey: ['groups', 'list', { mine: true, pageSize: 100 }], queryFn: getMyGroups });

/** My groups (as member or organiser) with the query's state; `organisedOnly` keeps the ones I run. */
export function useMyGroups(organisedOnly = false) {
  const groups = useQuery(myGroupsQueryOptions());
  const list: Group[] = (groups.data?.list ?? []).filter((g) => !organisedOnly || g.myRole === 'owner' || g.myRole === 'organiser');
  return { ...groups, list };
}
