import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRole, Member } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';

export interface MemberParams {
  keyword?: string;
  role?: GroupRole;
  page?: number;
  pageSize?: number;
}

export const getMembers = (id: string, params: MemberParams) =>
  api.get<{ list: Member[]; total: number }>(`/api/groups/${id}/members`, params, { silent: true });

export const membersQueryOptions = (id: string, params: MemberParams = {}) =>
  queryOptions({
    queryKey: [...groupQueryOptions(id).queryKey, 'members', params],
    queryFn: () => getMembers(id, params),
    placeholderData: keepPreviousData,
  });

export const useMembers = (id: string, params: MemberParams) => useQuery({ ...membersQueryOptions(id, params), enabled: Boolean(id) });
