import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerMember, ManagerMemberUpdate } from '@golf/shared/schemas/manager';
import { api } from '../../../lib/http';
import { managerMembersQueryOptions } from './get-members';
import { managerOverviewQueryOptions } from './get-overview';

export const updateManagerMember = ({ id, ...body }: ManagerMemberUpdate & { id: string }) =>
  api.patch<ManagerMember>(`/api/manager/members/${id}`, body);

export const useUpdateManagerMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateManagerMember,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: managerMembersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: managerOverviewQueryOptions().queryKey }),
      ]),
  });
};
