import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';
import { acceptImageUploads, receiveImage } from '../../lib/images';
import { currentUser } from '../../plugins/context';
import { saveAvatar } from './avatars.service';

/** Avatar upload (multipart, PNG/JPEG/WebP/GIF up to 2 MB); modules/uploads serves the files. */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);

  app.post(
    '/user/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Upload my avatar (multipart field "file"; PNG, JPEG, WebP or GIF up to 2 MB; 415 / 413 otherwise)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ avatar: z.string() })) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { mimetype, data } = await receiveImage(app, request);
      return ok({ avatar: await saveAvatar(app, me.id, mimetype, data) });
    },
  );
};
