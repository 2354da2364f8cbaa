import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const requestReset = (email: string) => api.post<unknown>('/api/user/reset/request', { email }, { silent: true });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
