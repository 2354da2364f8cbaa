import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

export const removePlayer = ({ activityId, playerId }: { activityId: string; playerId: string }) =>
  api.delete<unknown>(`/api/activities/${activityId}/players/${playerId}`);

export const useRemovePlayer = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePlayer, onSuccess: (_r, { activityId }) => invalidateActivity(client, activityId) });
};
