import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeList } from '@golf/shared/schemas/notice';
import { api } from '../../../lib/http';

export interface NoticeListParams {
  groupId?: string;
  activityId?: string;
  keyword?: string;
  page?: number;
  pageSize?: number;
}

export const getNotices = (params: NoticeListParams) => api.get<NoticeList>('/api/notices', params, { silent: true });

/** `noticeListQueryOptions().queryKey` matches every notice list (partial key match), for invalidation. */
export const noticeListQueryOptions = (params: NoticeListParams = {}) =>
  queryOptions({ queryKey: ['notices', 'list', params], queryFn: () => getNotices(params), placeholderData: keepPreviousData });

export const useNotices = (params: NoticeListParams, enabled = true) => useQuery({ ...noticeListQueryOptions(params), enabled });
