import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlayerInput, Player } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

export const addPlayer = ({ activityId, input }: { activityId: string; input: AddPlayerInput }) =>
  api.post<Player>(`/api/activities/${activityId}/players`, input, { silent: true });

export const useAddPlayer = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPlayer, onSuccess: (_p, { activityId }) => invalidateActivity(client, activityId) });
};
