import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettingsView } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

export const getUserSettings = () => api.get<UserSettingsView>('/api/user/settings');

export const userSettingsQueryOptions = () => queryOptions({ queryKey: ['user', 'settings'], queryFn: getUserSettings });

export const useUserSettings = () => useQuery(userSettingsQueryOptions());
