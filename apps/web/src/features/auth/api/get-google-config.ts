import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const getGoogleConfig = () => api.get<{ clientId: string | null }>('/api/user/google/config', undefined, { silent: true });

export const googleConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'google-config'], queryFn: getGoogleConfig, staleTime: Infinity, retry: false });

export const useGoogleConfig = () => useQuery(googleConfigQueryOptions());
