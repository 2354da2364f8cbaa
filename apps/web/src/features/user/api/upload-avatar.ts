import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { sessionUserQueryOptions } from '../../../lib/session-user';
import { userSettingsQueryOptions } from './get-settings';

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ avatar: string }>('/api/user/avatar', form);
};

export const useUploadAvatar = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userSettingsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: sessionUserQueryOptions().queryKey }),
      ]),
  });
};
