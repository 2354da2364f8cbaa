import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ManagerOverviewSchema } from '@golf/shared/schemas/manager';
import { envelope, ok } from '../../lib/envelope';
import { overview } from './manager.service';

/** Site administration: every route here is admin only. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/manager/overview',
    {
      schema: {
        tags: ['manager'],
        summary: 'Member counts (admin only)',
        security: [{ bearer: [] }],
        response: { 200: envelope(ManagerOverviewSchema) },
      },
    },
    async () => ok(await overview(app.db)),
  );
};
