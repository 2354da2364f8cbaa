import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const resendActivation = (email: string) => api.post<unknown>('/api/user/activation/resend', { email });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
