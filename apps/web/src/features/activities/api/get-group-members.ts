import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberListQuery, MemberListSchema } from '@golf/shared/schemas/group';
import type { z } from 'zod';
import { api } from '../../../lib/http';

type MemberList = z.infer<typeof MemberListSchema>;

/** Members of the event's group, searched by name, for an organiser adding a player. */
export const getGroupMembers = (groupId: string, query: MemberListQuery) => api.get<MemberList>(`/api/groups/${groupId}/members`, query);

export const groupMembersQueryOptions = (groupId: string, query: MemberListQuery = {}) =>
  queryOptions({ queryKey: ['activities', 'group-members', groupId, query], queryFn: () => getGroupMembers(groupId, query), placeholderData: keepPreviousData });

export const useGroupMembers = (groupId: string, query: MemberListQuery, enabled: boolean) =>
  useQuery({ ...groupMembersQueryOptions(groupId, query), enabled });
