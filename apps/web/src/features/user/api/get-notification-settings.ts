import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@golf/shared/schemas/notification';
import { api } from '../../../lib/http';

export const getNotificationSettings = () => api.get<NotificationSettings>('/api/user/notifications', undefined, { silent: true });

export const notificationSettingsQueryOptions = () => queryOptions({ queryKey: ['user', 'notifications'], queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
