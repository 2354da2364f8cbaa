import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupList } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';

export interface GroupListParams {
  keyword?: string;
  mine?: boolean;
  page?: number;
  pageSize?: number;
}

export const getGroups = ({ mine, ...params }: GroupListParams) =>
  api.get<GroupList>('/api/groups', { ...params, ...(mine ? { mine: 1 } : {}) }, { silent: true });

/** `groupListQueryOptions().queryKey` matches every list (partial key match), for invalidation. */
export const groupListQueryOptions = (params: GroupListParams = {}) =>
  queryOptions({ queryKey: ['groups', 'list', params], queryFn: () => getGroups(params), placeholderData: keepPreviousData });

export const useGroups = (params: GroupListParams) => useQuery(groupListQueryOptions(params));
