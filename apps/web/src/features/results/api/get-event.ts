import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

/** The event of a results page: title, status, handicap system, whether the caller organises it. */
export const getEvent = (activityId: string) => api.get<Activity>(`/api/activities/${activityId}`, undefined, { silent: true });

export const eventQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['results', 'event', activityId], queryFn: () => getEvent(activityId) });

export const useEvent = (activityId: string | null | undefined) => useQuery({ ...eventQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
