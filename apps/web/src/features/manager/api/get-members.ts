import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagerMemberList } from '@golf/shared/schemas/manager';
import type { Role } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

export interface ManagerMemberParams {
  keyword?: string;
  role?: Role;
  disabled?: boolean;
  page?: number;
  pageSize?: number;
}

export const getManagerMembers = (params: ManagerMemberParams) =>
  api.get<ManagerMemberList>('/api/manager/members', params, { silent: true });

/** `managerMembersQueryOptions().queryKey` matches every page and filter (partial key match). */
export const managerMembersQueryOptions = (params: ManagerMemberParams = {}) =>
  queryOptions({ queryKey: ['manager', 'members', params], queryFn: () => getManagerMembers(params), placeholderData: keepPreviousData });

export const useManagerMembers = (params: ManagerMemberParams) => useQuery(managerMembersQueryOptions(params));
