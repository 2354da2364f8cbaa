import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

/** The event a score page belongs to (title, status, whether the caller organises it). */
export const getEvent = (activityId: string) => api.get<Activity>(`/api/activities/${activityId}`, undefined, { silent: true });

export const eventQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['scores', 'event', activityId], queryFn: () => getEvent(activityId) });

export const useEvent = (activityId: string | null | undefined) => useQuery({ ...eventQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
