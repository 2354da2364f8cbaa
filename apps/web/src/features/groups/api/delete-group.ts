import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';
import { pendingSummaryQueryOptions } from './get-pending-summary';

export const deleteGroup = (id: string) => api.delete<true>(`/api/groups/${id}`);

export const useDeleteGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: groupQueryOptions(id).queryKey });
      return Promise.all([
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]);
    },
  });
};
