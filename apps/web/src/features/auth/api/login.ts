import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

/** Wrong pair, not activated and rate limits are shown on the form, not as toasts. */
export const login = (input: LoginInput) => api.post<LoginResult>('/api/user/auth', input, { silent: true });

export const useLogin = () => useMutation({ mutationFn: login });
