import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoteLeaderboard } from '@golf/shared/schemas/vote';
import { api } from '../../../lib/http';

export const getVoteLeaderboard = (groupId: string, year?: number) =>
  api.get<VoteLeaderboard>(`/api/groups/${groupId}/vote-leaderboard`, { year, pageSize: 100 }, { silent: true });

export const voteLeaderboardQueryOptions = (groupId: string, year?: number) =>
  queryOptions({ queryKey: ['vote', 'leaderboard', groupId, year ?? 'current'], queryFn: () => getVoteLeaderboard(groupId, year) });

export const useVoteLeaderboard = (groupId: string, year?: number) => useQuery(voteLeaderboardQueryOptions(groupId, year));
