import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelope(z.object({ db: z.literal('ok') })) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ db: 'ok' as const });
    },
  );
};
