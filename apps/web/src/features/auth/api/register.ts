import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

export const register = (input: RegisterInput) => api.post<{ id: string }>('/api/user/register', input, { silent: true });

export const useRegister = () => useMutation({ mutationFn: register });
