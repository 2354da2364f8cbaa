import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const resetPassword = (input: { token: string; password: string }) =>
  api.post<unknown>('/api/app/user/reset', input, { silent: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
