import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/http';

/** Downloads the prize result (.xlsx, headers in the UI language) with the session's token. */
export const exportAwards = async ({ activityId, filename }: { activityId: string; filename: string }) => {
  const blob = await api.download(`/api/activities/${activityId}/awards/export`);
  saveBlob(blob, filename);
};

export const useExportAwards = () => useMutation({ mutationFn: exportAwards });
