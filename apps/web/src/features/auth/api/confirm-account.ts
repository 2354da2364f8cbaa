import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const confirmAccount = (token: string) => api.post<unknown>('/api/app/user/confirm', { token }, { silent: true });

export const useConfirmAccount = () => useMutation({ mutationFn: confirmAccount });
