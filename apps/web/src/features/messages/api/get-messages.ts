import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@golf/shared/schemas/message';
import { api } from '../../../lib/http';

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
