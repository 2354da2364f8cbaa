import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { messagesQueryOptions } from './get-messages';

export const markRead = (ids: string[]) => api.post<true>('/api/messages/read', { ids });
/** every message up to `upTo` (the newest shown), those not loaded too */
export const markAllRead = (upTo: string) => api.post<true>('/api/messages/read-all', { upTo });

export const useMarkRead = () => {
  const client = useQueryClient();
  // every message list shares the ['messages'] prefix
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: messagesQueryOptions().queryKey.slice(0, 1) }),
  });
};

export const useMarkAllRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => client.invalidateQueries({ queryKey: messagesQueryOptions().queryKey.slice(0, 1) }),
  });
};
