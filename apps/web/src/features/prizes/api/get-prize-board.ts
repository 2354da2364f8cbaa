import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeBoard } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';

export const getPrizeBoard = (activityId: string) => api.get<PrizeBoard>(`/api/activities/${activityId}/prizes`, undefined, { silent: true });

export const prizeBoardQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['prizes', 'board', activityId], queryFn: () => getPrizeBoard(activityId) });

export const usePrizeBoard = (activityId: string | null | undefined) => useQuery({ ...prizeBoardQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
