import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import { NoticeCreateSchema, NoticeDetailSchema, NoticeListQuerySchema, NoticeListSchema, NoticeUpdateSchema } from '@golf/shared/schemas/notice';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { createNotice, deleteNotice, listNotices, noticeDetail, updateNotice } from './notices.service';

const secured = { tags: ['notices'], security: [{ bearer: [] }] };
const NoticeParamsSchema = z.object({ nid: IdSchema });

/** Notices of groups and events: members read, organisers publish, edit and delete. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notices',
    {
      schema: {
        ...secured,
        summary: 'Notices of a group (groupId), of an event (activityId) or of all my groups; pinned first, with my read flag and unread count',
        querystring: NoticeListQuerySchema,
        response: { 200: envelope(NoticeListSchema) },
      },
    },
    async (request) => ok(await listNotices(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/notices',
    {
      schema: {
        ...secured,
        summary: 'Publish a notice (organisers of the group); members get a message, and a mail when they opted in',
        body: NoticeCreateSchema,
        response: { 200: envelope(NoticeDetailSchema) },
      },
    },
    async (request) => ok(await createNotice(app, currentUser(request), request.body)),
  );

  app.get(
    '/notices/:nid',
    {
      schema: {
        ...secured,
        summary: 'A notice (members of its group); opening it marks it read; organisers see read receipts',
        params: NoticeParamsSchema,
        response: { 200: envelope(NoticeDetailSchema) },
      },
    },
    async (request) => ok(await noticeDetail(app.db, currentUser(request), Number(request.params.nid))),
  );

  app.patch(
    '/notices/:nid',
    {
      schema: {
        ...secured,
        summary: 'Edit a notice (organisers of the group)',
        params: NoticeParamsSchema,
        body: NoticeUpdateSchema,
        response: { 200: envelope(NoticeDetailSchema) },
      },
    },
    async (request) => ok(await updateNotice(app.db, currentUser(request), Number(request.params.nid), request.body)),
  );

  app.delete(
    '/notices/:nid',
    {
      schema: { ...secured, summary: 'Delete a notice (organisers of the group)', params: NoticeParamsSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await deleteNotice(app.db, currentUser(request), Number(request.params.nid))),
  );
};
