import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_IMAGE_MAX_BYTES, UploadedImageSchema } from '@golf/shared/schemas/topic';
import { envelope, ok } from '../../lib/envelope';
import { acceptImageUploads, receiveImage, storeImage } from '../../lib/images';

/** Pictures for notices and topics: stored in DATA_DIR/uploads/posts, served by uploads.routes. */
export const postImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app, POST_IMAGE_MAX_BYTES);

  app.post(
    '/uploads/images',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture for a notice, topic or reply (multipart field "file"; PNG, JPEG, WebP or GIF up to 5 MB; 415 / 413 otherwise)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: envelope(UploadedImageSchema) },
      },
    },
    async (request) => {
      const { mimetype, data } = await receiveImage(app, request, POST_IMAGE_MAX_BYTES);
      return ok({ url: await storeImage(app, 'posts', mimetype, data) });
    },
  );
};
