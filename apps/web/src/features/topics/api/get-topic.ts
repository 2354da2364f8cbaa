import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicDetail } from '@golf/shared/schemas/topic';
import { REPLY_PAGE_SIZE } from '@golf/shared/schemas/post-limits';
import { api } from '../../../lib/http';

export { REPLY_PAGE_SIZE };

export const getTopic = (id: string, page: number) =>
  api.get<TopicDetail>(`/api/topics/${id}`, { page, pageSize: REPLY_PAGE_SIZE }, { silent: true });

/** `topicQueryOptions(id).queryKey` matches every reply page of the topic. */
export const topicQueryOptions = (id: string, page?: number) =>
  queryOptions({
    queryKey: page === undefined ? ['topics', 'detail', id] : ['topics', 'detail', id, page],
    queryFn: () => getTopic(id, page ?? 1),
    placeholderData: keepPreviousData,
  });

export const useTopic = (id: string, page = 1) => useQuery({ ...topicQueryOptions(id, page), enabled: id !== '' });
