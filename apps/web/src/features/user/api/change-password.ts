import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
}

export const changePassword = (input: ChangePasswordInput) => api.put<unknown>('/api/user/password', input, { silent: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
