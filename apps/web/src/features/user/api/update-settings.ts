import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';
import { sessionUserQueryOptions } from '../../../lib/session-user';
import { userSettingsQueryOptions } from './get-settings';

export const updateUserSettings = (settings: UserSettings) =>
  api.put<UserSettingsView>('/api/user/settings', settings, { silent: true });

export const useUpdateUserSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userSettingsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: sessionUserQueryOptions().queryKey }),
      ]),
  });
};
