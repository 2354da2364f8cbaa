import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicList } from '@golf/shared/schemas/topic';
import { api } from '../../../lib/http';

export interface TopicListParams {
  groupId?: string;
  keyword?: string;
  order?: 'newest' | 'active';
  page?: number;
  pageSize?: number;
}

export const getTopics = (params: TopicListParams) => api.get<TopicList>('/api/topics', params, { silent: true });

/** `topicListQueryOptions().queryKey` matches every topic list, for invalidation. */
export const topicListQueryOptions = (params: TopicListParams = {}) =>
  queryOptions({ queryKey: ['topics', 'list', params], queryFn: () => getTopics(params), placeholderData: keepPreviousData });

export const useTopics = (params: TopicListParams) => useQuery(topicListQueryOptions(params));
