import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplySchema,
  ApplyResultSchema,
  BulkDecideResultSchema,
  BulkDecideSchema,
  DecideSchema,
  MemberListQuerySchema,
  MemberListSchema,
  MemberRoleChangeSchema,
  MemberSchema,
} from '@golf/shared/schemas/group';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { apply, decideBulk, decideOne, listApplications } from './group-applications.service';
import { changeRole, listMembers, removeMember } from './group-members.service';

const GroupParams = z.object({ gid: IdSchema });
const ApplicationParams = z.object({ gid: IdSchema, appId: IdSchema });
const MemberParams = z.object({ gid: IdSchema, uid: IdSchema });
const secured = { tags: ['groups'], security: [{ bearer: [] }] };

/** Join applications and members of a group (registered by groupsRoutes, behind its authenticate hook). */
export const groupMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/groups/:gid/applications',
    {
      schema: {
        ...secured,
        summary: 'Apply to join; status "joined" at once when the group needs no approval (409 when already a member or pending)',
        params: GroupParams,
        body: ApplySchema,
        response: { 200: envelope(ApplyResultSchema) },
      },
    },
    async (request) =>
      ok(await apply(app.db, currentUser(request), Number(request.params.gid), request.body.message, request.body.activityId !== undefined ? Number(request.body.activityId) : undefined)),
  );

  app.get(
    '/groups/:gid/applications',
    {
      schema: {
        ...secured,
        summary: 'Applications (organisers): status=pending (default), approved or rejected; keyword matches the applicant',
        params: GroupParams,
        querystring: ApplicationListQuerySchema,
        response: { 200: envelope(ApplicationListSchema) },
      },
    },
    async (request) => ok(await listApplications(app.db, currentUser(request), Number(request.params.gid), request.query)),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/groups/:gid/applications/:appId/${action}`,
      {
        schema: {
          ...secured,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} one application (organisers; 409 when already decided); the applicant gets a message`,
          params: ApplicationParams,
          body: DecideSchema.optional(),
          response: { 200: envelope(BulkDecideResultSchema) },
        },
      },
      async (request) =>
        ok(
          await decideOne(
            app.db,
            currentUser(request),
            Number(request.params.gid),
            Number(request.params.appId),
            action,
            request.body?.reason,
          ),
        ),
    );
  }

  app.post(
    '/groups/:gid/applications/decide',
    {
      schema: {
        ...secured,
        summary: 'Approve or reject several applications (organisers); ids not pending in this group are skipped',
        params: GroupParams,
        body: BulkDecideSchema,
        response: { 200: envelope(BulkDecideResultSchema) },
      },
    },
    async (request) =>
      ok(await decideBulk(app.db, currentUser(request), Number(request.params.gid), request.body.ids, request.body.action, request.body.reason)),
  );

  app.get(
    '/groups/:gid/members',
    {
      schema: {
        ...secured,
        summary: 'Members with role, sex, handicap and contact details (members and site admins only; 403 for others)',
        params: GroupParams,
        querystring: MemberListQuerySchema,
        response: { 200: envelope(MemberListSchema) },
      },
    },
    async (request) => ok(await listMembers(app.db, currentUser(request), Number(request.params.gid), request.query)),
  );

  app.patch(
    '/groups/:gid/members/:uid',
    {
      schema: {
        ...secured,
        summary: "Make a member an organiser or a plain member (organisers; only the owner demotes organisers; the owner's role changes only by transfer)",
        params: MemberParams,
        body: MemberRoleChangeSchema,
        response: { 200: envelope(MemberSchema) },
      },
    },
    async (request) =>
      ok(await changeRole(app.db, currentUser(request), Number(request.params.gid), Number(request.params.uid), request.body)),
  );

  app.delete(
    '/groups/:gid/members/:uid',
    {
      schema: {
        ...secured,
        summary: 'Remove a member (organisers; organisers only by the owner), or leave when uid is yourself (the owner must transfer first: 409)',
        params: MemberParams,
        response: { 200: envelope(OkSchema) },
      },
    },
    async (request) => ok(await removeMember(app, currentUser(request), Number(request.params.gid), Number(request.params.uid))),
  );
};
