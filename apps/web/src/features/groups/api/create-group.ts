import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupCreateInput } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupListQueryOptions } from './get-groups';
import { pendingSummaryQueryOptions } from './get-pending-summary';

export const createGroup = (body: GroupCreateInput) => api.post<Group>('/api/groups', body, { silent: true });

export const useCreateGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]),
  });
};
