import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyResultsAnswerSchema, MyResultsQuerySchema } from '@golf/shared/schemas/result-history';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { myResultsPage } from './my-results.service';

/** My results across finished events, for the history page and its trend chart. */
export const myResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/results/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['results'],
        security: [{ bearer: [] }],
        summary: 'My line (rank, gross, handicap, net, to par) of each finished event I played, newest first, a page at a time',
        querystring: MyResultsQuerySchema,
        response: { 200: envelope(MyResultsAnswerSchema) },
      },
    },
    async (request) => ok(await myResultsPage(app.db, currentUser(request), request.query)),
  );
};
