import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@golf/shared/schemas/common';
import {
  ManagerMemberListSchema,
  ManagerMemberQuerySchema,
  ManagerMemberSchema,
  ManagerMemberUpdateSchema,
  ManagerOverviewSchema,
} from '@golf/shared/schemas/manager';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { listMembers, overview, updateMember } from './manager.service';

const secured = { tags: ['manager'], security: [{ bearer: [] }] };

/** Site administration: every route here is admin only. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/manager/overview',
    {
      schema: {
        ...secured,
        summary: 'Member counts and new accounts per month over the last 12 months (admin only)',
        response: { 200: envelope(ManagerOverviewSchema) },
      },
    },
    async () => ok(await overview(app.db)),
  );

  app.get(
    '/manager/members',
    {
      schema: {
        ...secured,
        summary: 'Accounts, newest first; keyword matches user name, nickname, email and phone (admin only)',
        querystring: ManagerMemberQuerySchema,
        response: { 200: envelope(ManagerMemberListSchema) },
      },
    },
    async (request) => ok(await listMembers(app.db, request.query)),
  );

  app.patch(
    '/manager/members/:uid',
    {
      schema: {
        ...secured,
        summary: 'Grant or remove admin, disable or enable an account; disabling ends its sessions at once (admin only; not on yourself: 409)',
        params: z.object({ uid: IdSchema }),
        body: ManagerMemberUpdateSchema,
        response: { 200: envelope(ManagerMemberSchema) },
      },
    },
    async (request) => ok(await updateMember(app.db, currentUser(request), Number(request.params.uid), request.body)),
  );
};
