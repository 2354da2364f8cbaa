import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityStatus } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { activityQueryOptions } from './get-activity';
import { invalidateActivity } from './invalidate';

export const changeActivityStatus = ({ id, status }: { id: string; status: ActivityStatus }) =>
  api.post<Activity>(`/api/activities/${id}/status`, { status });

export const useChangeActivityStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeActivityStatus,
    onSuccess: (activity) => {
      client.setQueryData(activityQueryOptions(activity.id).queryKey, activity);
      return invalidateActivity(client, activity.id);
    },
  });
};
