import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration, SignUpInput } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

export const signUp = ({ activityId, input }: { activityId: string; input: SignUpInput }) =>
  api.post<Registration>(`/api/activities/${activityId}/registrations`, input, { silent: true });

export const useSignUp = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (_r, { activityId }) => invalidateActivity(client, activityId) });
};
