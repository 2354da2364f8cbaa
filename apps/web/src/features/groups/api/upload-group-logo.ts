import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';

export const uploadGroupLogo = ({ id, file }: { id: string; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ logo: string }>(`/api/groups/${id}/logo`, form);
};

export const useUploadGroupLogo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadGroupLogo,
    onSuccess: (_logo, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(id).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
      ]),
  });
};
