import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';
import { pendingSummaryQueryOptions } from './get-pending-summary';

export const transferOwnership = ({ id, userId }: { id: string; userId: string }) =>
  api.post<Group>(`/api/groups/${id}/transfer`, { userId });

export const useTransferOwnership = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: (_group, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(id).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]),
  });
};
