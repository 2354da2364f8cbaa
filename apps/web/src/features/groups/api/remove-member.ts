import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';
import { pendingSummaryQueryOptions } from './get-pending-summary';

/** Removes a member; with one's own id it is leaving the group. */
export const removeMember = ({ groupId, userId }: { groupId: string; userId: string }) =>
  api.delete<true>(`/api/groups/${groupId}/members/${userId}`);

export const useRemoveMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_ok, { groupId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(groupId).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]),
  });
};
