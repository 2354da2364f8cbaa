import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkplaceSchema } from '@golf/shared/schemas/workplace';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { workplace } from './workplace.service';

/** The home page's data in one request. */
export const workplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workplace',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['workplace'],
        security: [{ bearer: [] }],
        summary: 'My next event (with my flight), open registrations, latest notices and topics, organiser to-dos and unread counts',
        response: { 200: envelope(WorkplaceSchema) },
      },
    },
    async (request) => ok(await workplace(app.db, currentUser(request))),
  );
};
