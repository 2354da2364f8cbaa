import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FILE_PATTERN, IMAGE_FOLDERS, readImage } from '../../lib/images';

/** Serves uploaded images (avatars, group logos, post pictures) by the random names the upload routes hand out. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:folder/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (avatar, group logo or picture in a post)',
        params: z.object({
          folder: z.enum(IMAGE_FOLDERS),
          file: z.string().regex(IMAGE_FILE_PATTERN, { error: 'validation.invalid' }),
        }),
      },
    },
    async (request, reply) => {
      const { data, contentType } = await readImage(app, request.params.folder, request.params.file);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
