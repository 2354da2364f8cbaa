import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoteBoardAnswer } from '@golf/shared/schemas/vote';
import { api } from '../../../lib/http';

/** The board polls while the vote is open; the server answers an unchanged board with a cheap 304 (ETag). */
export const VOTE_POLL_MS = 10_000;

export const getVote = (activityId: string) => api.get<VoteBoardAnswer>(`/api/activities/${activityId}/vote`, undefined, { silent: true });

export const voteQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['vote', 'board', activityId], queryFn: () => getVote(activityId) });

export const useVote = (activityId: string | null | undefined) =>
  useQuery({
    ...voteQueryOptions(activityId ?? ''),
    enabled: Boolean(activityId),
    // a cancelled event's vote changes no more: no polling
    refetchInterval: (query) => (!query.state.data?.cancelled && (query.state.data?.open || (query.state.data?.enabled && !query.state.data.settlement)) ? VOTE_POLL_MS : false),
  });
