import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyAwardsAnswerSchema, MyAwardsQuerySchema } from '@golf/shared/schemas/award-history';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { myAwards } from './my-awards.service';

/** The prizes I won across finished events, for the history page. */
export const myAwardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/awards/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['prizes'],
        security: [{ bearer: [] }],
        summary: 'The prizes I won at finished events (event, day, award, reason, prize, value, sponsor), newest event first, paginated',
        querystring: MyAwardsQuerySchema,
        response: { 200: envelope(MyAwardsAnswerSchema) },
      },
    },
    async (request) => ok(await myAwards(app.db, currentUser(request), request.query, request.locale)),
  );
};
