import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/http';

/** The upload template: the event's players and hole columns, ready to fill in. */
export const downloadTemplate = async ({ activityId, filename }: { activityId: string; filename: string }) => {
  saveBlob(await api.download(`/api/activities/${activityId}/scores/template`), filename);
};

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
