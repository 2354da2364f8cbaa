import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeSettings } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';

export const getPrizeSettings = (activityId: string) => api.get<PrizeSettings>(`/api/activities/${activityId}/prize-settings`, undefined, { silent: true });

export const prizeSettingsQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['prizes', 'settings', activityId], queryFn: () => getPrizeSettings(activityId) });

export const usePrizeSettings = (activityId: string | null | undefined, enabled = true) =>
  useQuery({ ...prizeSettingsQueryOptions(activityId ?? ''), enabled: enabled && Boolean(activityId) });
