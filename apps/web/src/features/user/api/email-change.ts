import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettingsView } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';
import { userSettingsQueryOptions } from './get-settings';

/** The link for the pending address mailed again (a new one: the earlier link ends). */
export const resendEmailChange = () => api.post<UserSettingsView>('/api/user/email-change/resend', undefined, { silent: true });
/** The pending address change called off. */
export const cancelEmailChange = () => api.delete<UserSettingsView>('/api/user/email-change', { silent: true });

const useEmailChange = (mutationFn: () => Promise<UserSettingsView>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (view) => client.setQueryData(userSettingsQueryOptions().queryKey, view) });
};

export const useResendEmailChange = () => useEmailChange(resendEmailChange);
export const useCancelEmailChange = () => useEmailChange(cancelEmailChange);
