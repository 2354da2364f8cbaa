import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/http';

/** A picture for a notice, topic or reply (PNG, JPEG, WebP or GIF up to 5 MB); answers its URL for a markdown link. */
export const uploadPostImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<{ url: string }>('/api/uploads/images', form, undefined, { silent: true });
};

export const useUploadPostImage = () => useMutation({ mutationFn: uploadPostImage });
