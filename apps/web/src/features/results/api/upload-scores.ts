import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPreview } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';
import { invalidateOutcomes } from './invalidate';

export interface UploadScoresVariables {
  activityId: string;
  file: File;
  /** true: only the preview of what would change, nothing saved */
  dryRun: boolean;
}

/** Uploads a score sheet (.xlsx or .csv); all or nothing — a bad row answers 422 with every row's error in `data.errors`. */
export const uploadScores = ({ activityId, file, dryRun }: UploadScoresVariables) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<UploadPreview>(`/api/activities/${activityId}/scores/upload`, form, dryRun ? { dryRun: 1 } : undefined, { silent: true });
};

export const useUploadScores = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadScores,
    onSuccess: (_preview, { activityId, dryRun }) =>
      dryRun
        ? undefined
        : invalidateOutcomes(client, activityId),
  });
};
