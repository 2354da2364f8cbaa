import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  GroupCreateSchema,
  GroupDetailSchema,
  GroupListQuerySchema,
  GroupListSchema,
  GroupLogoSchema,
  GroupStatisticsSchema,
  GroupUpdateSchema,
  PendingSummarySchema,
  TransferOwnershipSchema,
} from '@golf/shared/schemas/group';
import { envelope, ok } from '../../lib/envelope';
import { acceptImageUploads, receiveImage } from '../../lib/images';
import { currentUser } from '../../plugins/context';
import { groupStatistics } from './group-statistics.service';
import { pendingSummary } from './group-applications.service';
import { createGroup, deleteGroup, groupDetail, listGroups, saveLogo, transferOwnership, updateGroup } from './groups.service';
import { groupMembershipRoutes } from './group-membership.routes';

export const GroupParamsSchema = z.object({ gid: IdSchema });
const secured = { tags: ['groups'], security: [{ bearer: [] }] };

/** Organising committees: search, create, settings, logo, transfer, statistics. Every route needs a session. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await acceptImageUploads(app);
  await app.register(groupMembershipRoutes);

  app.get(
    '/groups',
    {
      schema: {
        ...secured,
        summary: 'Search groups by name or introduction (keyword); mine=1 keeps my groups. Each with my role, my pending application, member count and next event',
        querystring: GroupListQuerySchema,
        response: { 200: envelope(GroupListSchema) },
      },
    },
    async (request) => ok(await listGroups(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/groups',
    {
      schema: {
        ...secured,
        summary: 'Create a group; the creator becomes its owner (409 when the name is taken)',
        body: GroupCreateSchema,
        response: { 200: envelope(GroupDetailSchema) },
      },
    },
    async (request) => ok(await createGroup(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/groups/pending-applications-summary',
    {
      schema: {
        ...secured,
        summary: 'The groups I organise with their pending applications (workplace badge)',
        response: { 200: envelope(PendingSummarySchema) },
      },
    },
    async (request) => ok(await pendingSummary(app.db, currentUser(request))),
  );

  app.get(
    '/groups/:gid',
    {
      schema: {
        ...secured,
        summary: 'A group with its owner and organisers (any signed-in user); pendingApplications for organisers',
        params: GroupParamsSchema,
        response: { 200: envelope(GroupDetailSchema) },
      },
    },
    async (request) => ok(await groupDetail(app.db, currentUser(request), Number(request.params.gid))),
  );

  app.patch(
    '/groups/:gid',
    {
      schema: { ...secured, summary: 'Edit settings (organisers)', params: GroupParamsSchema, body: GroupUpdateSchema, response: { 200: envelope(GroupDetailSchema) } },
    },
    async (request) => ok(await updateGroup(app.db, currentUser(request), Number(request.params.gid), request.body)),
  );

  app.delete(
    '/groups/:gid',
    {
      schema: { ...secured, summary: 'Delete the group with its members, applications and events (owner only)', params: GroupParamsSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await deleteGroup(app, currentUser(request), Number(request.params.gid))),
  );

  app.post(
    '/groups/:gid/logo',
    {
      schema: {
        ...secured,
        summary: 'Upload the logo (organisers; multipart field "file"; PNG, JPEG, WebP or GIF up to 2 MB; 415 / 413 otherwise)',
        consumes: ['multipart/form-data'],
        params: GroupParamsSchema,
        response: { 200: envelope(GroupLogoSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { mimetype, data } = await receiveImage(app, request);
      return ok({ logo: await saveLogo(app, me, Number(request.params.gid), mimetype, data) });
    },
  );

  app.post(
    '/groups/:gid/transfer',
    {
      schema: {
        ...secured,
        summary: 'Transfer ownership to a member (owner only); the old owner becomes an organiser (422 when the user is not a member)',
        params: GroupParamsSchema,
        body: TransferOwnershipSchema,
        response: { 200: envelope(GroupDetailSchema) },
      },
    },
    async (request) => ok(await transferOwnership(app.db, currentUser(request), Number(request.params.gid), request.body)),
  );

  app.get(
    '/groups/:gid/statistics',
    {
      schema: { ...secured, summary: 'Member and event statistics for charts (members only)', params: GroupParamsSchema, response: { 200: envelope(GroupStatisticsSchema) } },
    },
    async (request) => ok(await groupStatistics(app.db, currentUser(request), Number(request.params.gid))),
  );
};
