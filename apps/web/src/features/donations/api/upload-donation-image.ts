import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** Uploads a picture of the goods; the answer's URL goes into the donation's `image`. */
export const uploadDonationImage = ({ activityId, file }: { activityId: string; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<{ image: string }>(`/api/activities/${activityId}/donations/image`, form);
};

export const useUploadDonationImage = () => useMutation({ mutationFn: uploadDonationImage });
