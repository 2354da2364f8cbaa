import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/http';

/** Downloads the participants as .xlsx with the session's token. */
export const exportPlayers = async ({ activityId, filename }: { activityId: string; filename: string }) => {
  const blob = await api.download(`/api/activities/${activityId}/players/export`);
  saveBlob(blob, filename);
};

export const useExportPlayers = () => useMutation({ mutationFn: exportPlayers });
