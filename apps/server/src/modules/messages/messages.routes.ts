import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarkAllReadSchema, MarkReadSchema, MessageListQuerySchema, MessageListSchema } from '@golf/shared/schemas/message';
import { OkSchema } from '@golf/shared/schemas/common';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { listMessages, markAllRead, markRead } from './messages.service';

const secured = { tags: ['messages'], security: [{ bearer: [] }] };

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/messages',
    { schema: { ...secured, summary: 'My messages, newest first', querystring: MessageListQuerySchema, response: { 200: envelope(MessageListSchema) } } },
    async (request) => ok(await listMessages(app.db, currentUser(request).id, request.query, request.locale)),
  );

  app.post(
    '/messages/read',
    { schema: { ...secured, summary: 'Mark my messages read', body: MarkReadSchema, response: { 200: envelope(OkSchema) } } },
    async (request) => ok(await markRead(app.db, currentUser(request).id, request.body.ids)),
  );

  app.post(
    '/messages/read-all',
    {
      schema: {
        ...secured,
        summary: 'Mark all my messages read, up to `upTo` (the newest one the bell showed; a message that came later stays unread)',
        body: MarkAllReadSchema,
        response: { 200: envelope(OkSchema) },
      },
    },
    async (request) => ok(await markAllRead(app.db, currentUser(request).id, request.body.upTo)),
  );
};
