import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/http';

/** Downloads the pairing sheet (.xlsx) with the session's token. */
export const exportFlights = async ({ activityId, filename }: { activityId: string; filename: string }) => {
  const blob = await api.download(`/api/activities/${activityId}/flights/export`);
  saveBlob(blob, filename);
};

export const useExportFlights = () => useMutation({ mutationFn: exportFlights });
