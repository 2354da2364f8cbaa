import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

export const cancelRegistration = (activityId: string) => api.delete<unknown>(`/api/activities/${activityId}/registrations/me`);

export const useCancelRegistration = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelRegistration, onSuccess: (_r, activityId) => invalidateActivity(client, activityId) });
};
