import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupUpdateInput } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';

export const updateGroup = ({ id, ...body }: GroupUpdateInput & { id: string }) =>
  api.patch<Group>(`/api/groups/${id}`, body, { silent: true });

export const useUpdateGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (_group, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(id).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
      ]),
  });
};
