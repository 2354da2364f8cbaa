import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

export const googleLogin = (credential: string) => api.post<LoginResult>('/api/user/google', { credential });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
