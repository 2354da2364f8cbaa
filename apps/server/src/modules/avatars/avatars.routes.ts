import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, tooLarge, unsupportedMedia } from '../../lib/errors';
import { currentUser } from '../../plugins/context';
import { AVATAR_FILE_PATTERN, AVATAR_MAX_BYTES, isAllowedImageType, readAvatar, saveAvatar } from './avatars.service';

/** Avatar upload (multipart, PNG/JPEG/WebP/GIF up to 2 MB) and the files route that serves them. */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

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
      if (!request.isMultipart()) throw unsupportedMedia('errors.avatarType');
      const part = await request.file();
      if (!part) throw badRequest('errors.avatarMissing');
      if (!isAllowedImageType(part.mimetype)) {
        part.file.resume();
        throw unsupportedMedia('errors.avatarType');
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge('errors.avatarTooLarge', { max: '2 MB' });
        throw err;
      }
      return ok({ avatar: await saveAvatar(app, me.id, part.mimetype, data) });
    },
  );

  app.get(
    '/uploads/avatars/:file',
    {
      schema: {
        tags: ['user'],
        summary: 'An uploaded avatar image',
        params: z.object({ file: z.string().regex(AVATAR_FILE_PATTERN, { error: 'validation.invalid' }) }),
      },
    },
    async (request, reply) => {
      const { data, contentType } = await readAvatar(app, request.params.file);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
