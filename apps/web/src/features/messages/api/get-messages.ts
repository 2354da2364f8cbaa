import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@golf/shared/schemas/message';
import { api } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';

export interface MessageQuery {
  status?: 'unread' | 'read';
  page?: number;
  pageSize?: number;
}

export interface MessageList {
  list: Message[];
  total: number;
  unread: number;
}

export const getMessages = (query: MessageQuery) => api.get<MessageList>('/api/messages', query, { silent: true });

export const messagesQueryOptions = (query: MessageQuery = {}) =>
  queryOptions({
    queryKey: ['messages', query],
    queryFn: () => getMessages(query),
    refetchInterval: 60_000,
    // a longer list (the bell's "show more") keeps showing the shorter one until it arrives
    placeholderData: keepPreviousData,
  });

export const useMessages = (query: MessageQuery = {}) => useQuery(messagesQueryOptions(query));

/** how many of the latest messages the navbar's bell shows at first (message-box.tsx) */
export const BELL_PAGE = 8;

/** the bell's first read, which the signed-in shell's route starts beside the page's (app/router.tsx) */
export const prefetchBell = () => queryClient.prefetchQuery(messagesQueryOptions({ pageSize: BELL_PAGE }));
