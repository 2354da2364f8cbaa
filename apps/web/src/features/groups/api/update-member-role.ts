import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRoleChange } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { pendingSummaryQueryOptions } from './get-pending-summary';

export const updateMemberRole = ({ groupId, userId, role }: MemberRoleChange & { groupId: string; userId: string }) =>
  api.patch(`/api/groups/${groupId}/members/${userId}`, { role });

export const useUpdateMemberRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: (_member, { groupId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(groupId).queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]),
  });
};
