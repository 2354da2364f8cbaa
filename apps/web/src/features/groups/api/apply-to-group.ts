import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput, ApplyResult } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';

export const applyToGroup = ({ id, ...body }: ApplyInput & { id: string }) =>
  api.post<ApplyResult>(`/api/groups/${id}/applications`, body, { silent: true });

export const useApplyToGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToGroup,
    onSuccess: (_result, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(id).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
      ]),
  });
};
