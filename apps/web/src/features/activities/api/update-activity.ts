import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityUpdateInput } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { activityQueryOptions } from './get-activity';
import { invalidateActivity } from './invalidate';

export const updateActivity = ({ id, changes }: { id: string; changes: ActivityUpdateInput }) =>
  api.patch<Activity>(`/api/activities/${id}`, changes, { silent: true });

export const useUpdateActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: (activity) => {
      client.setQueryData(activityQueryOptions(activity.id).queryKey, activity);
      return invalidateActivity(client, activity.id);
    },
  });
};
