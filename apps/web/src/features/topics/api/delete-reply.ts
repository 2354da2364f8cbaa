import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { topicQueryOptions } from './get-topic';

export const deleteReply = ({ topicId, id }: { topicId: string; id: string }) => api.delete<true>(`/api/topics/${topicId}/replies/${id}`);

export const useDeleteReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: (_ok, { topicId }) => client.invalidateQueries({ queryKey: topicQueryOptions(topicId).queryKey }),
  });
};
