import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/http';

/** Downloads the results workbook (a sheet per division, all players, scorecards). */
export const exportResults = async ({ activityId, filename }: { activityId: string; filename: string }) => {
  saveBlob(await api.download(`/api/activities/${activityId}/results/export`), filename);
};

export const useExportResults = () => useMutation({ mutationFn: exportResults });
