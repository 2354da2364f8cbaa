import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, UpdatePlayerInput } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

export const updatePlayer = ({ activityId, playerId, changes }: { activityId: string; playerId: string; changes: UpdatePlayerInput }) =>
  api.patch<Player>(`/api/activities/${activityId}/players/${playerId}`, changes, { silent: true });

export const useUpdatePlayer = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePlayer, onSuccess: (_p, { activityId }) => invalidateActivity(client, activityId) });
};
