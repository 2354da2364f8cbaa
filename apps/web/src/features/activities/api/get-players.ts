import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerList } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

export const getPlayers = (activityId: string) => api.getAll<PlayerList>(`/api/activities/${activityId}/players`, undefined, { silent: true });

export const playersQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['activities', 'players', activityId], queryFn: () => getPlayers(activityId) });

export const usePlayers = (activityId: string | null | undefined) => useQuery({ ...playersQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
