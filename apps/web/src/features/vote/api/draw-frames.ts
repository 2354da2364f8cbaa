import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteBoardAnswer } from '@golf/shared/schemas/vote';
import { api } from '../../../lib/http';
import { activityQueryOptions } from '../../activities/api/get-activity';
import { voteQueryOptions } from './get-vote';

export const drawFrames = (activityId: string) => api.post<VoteBoardAnswer>(`/api/activities/${activityId}/vote/frames/draw`);

export const useDrawFrames = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: drawFrames,
    onSuccess: (board, activityId) => {
      client.setQueryData(voteQueryOptions(activityId).queryKey, board);
      return client.invalidateQueries({ queryKey: activityQueryOptions(activityId).queryKey });
    },
  });
};
