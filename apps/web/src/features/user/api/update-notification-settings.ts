import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@golf/shared/schemas/notification';
import { api } from '../../../lib/http';
import { notificationSettingsQueryOptions } from './get-notification-settings';

export const updateNotificationSettings = (body: NotificationSettings) => api.put<NotificationSettings>('/api/user/notifications', body);

export const useUpdateNotificationSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => client.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
};
