import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { noticeListQueryOptions } from './get-notices';

export const deleteNotice = (id: string) => api.delete<true>(`/api/notices/${id}`);

export const useDeleteNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: noticeListQueryOptions().queryKey }),
  });
};
