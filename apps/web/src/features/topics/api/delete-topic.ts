import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { topicListQueryOptions } from './get-topics';

export const deleteTopic = (id: string) => api.delete<true>(`/api/topics/${id}`);

export const useDeleteTopic = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTopic, onSuccess: () => client.invalidateQueries({ queryKey: topicListQueryOptions().queryKey }) });
};
