import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_IMAGE_MAX_BYTES, UploadedImageSchema } from '@golf/shared/schemas/topic';
import { envelope, ok } from '../../lib/envelope';
import { acceptImageUploads, receiveImage, storeImage } from '../../lib/images';
import { requireSomeGroupMembership } from '../groups/group-access';

/**
 * Pictures for notices, topics and replies: stored in DATA_DIR/uploads/posts, served by uploads.routes.
 * Only those who can write such a post (a member of some group, or a site admin) may upload; the check
 * runs before the file is read.
 */
export const postImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app, POST_IMAGE_MAX_BYTES);

  app.post(
    '/uploads/images',
    {
      onRequest: app.authenticate,
      preHandler: async (request) => requireSomeGroupMembership(app.db, request.user, 'errors.postImagesMembersOnly'),
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture for a notice, topic or reply (members of a group and admins; multipart field "file"; PNG, JPEG, WebP or GIF up to 5 MB; 415 / 413 otherwise)',
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
