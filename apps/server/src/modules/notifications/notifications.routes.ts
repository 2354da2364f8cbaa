import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationSettingsSchema } from '@golf/shared/schemas/notification';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { notificationSettings, saveNotificationSettings } from './notifications.service';

const secured = { tags: ['user'], security: [{ bearer: [] }] };

/** Which message kinds also go by mail (every message always reaches the message box). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/notifications',
    { schema: { ...secured, summary: 'My notification settings', response: { 200: envelope(NotificationSettingsSchema) } } },
    async (request) => ok(await notificationSettings(app.db, currentUser(request).id)),
  );

  app.put(
    '/user/notifications',
    {
      schema: {
        ...secured,
        summary: 'Choose which kinds of message also go to my email',
        body: NotificationSettingsSchema,
        response: { 200: envelope(NotificationSettingsSchema) },
      },
    },
    async (request) => ok(await saveNotificationSettings(app.db, currentUser(request).id, request.body)),
  );
};
