import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  ActivityInputSchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  ActivityCopySchema,
  CopyActivitySchema,
  ActivitySchema,
  ActivitySummarySchema,
  ActivityUpdateSchema,
  StatusChangeSchema,
} from '@golf/shared/schemas/activity';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { closeAllDue } from './activities.access';
import {
  activitySummary,
  changeStatus,
  copyActivity,
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  updateActivity,
} from './activities.service';

const tags = ['activities'];
const secured = { tags, security: [{ bearer: [] }] };
export const ActivityParams = z.object({ aid: IdSchema });

/** How often registering events past their deadline are stored as closed (answers read them closed at once anyway). */
export const CLOSE_DUE_EVERY_MS = 60_000;

/** Events of the groups: lifecycle, copy, and the public share card. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Time closes registration: answers compute the effective status, and this timer stores it (one
  // indexed update, usually of no row) so that the reads need not write.
  let closing: NodeJS.Timeout | undefined;
  const closeDue = () =>
    closeAllDue(app.db, new Date()).catch((err: unknown) => app.log.warn({ err }, 'storing the closed status of events past their deadline failed; retried on the next round'));
  app.addHook('onReady', async () => {
    await closeDue();
    closing = setInterval(() => void closeDue(), CLOSE_DUE_EVERY_MS);
    closing.unref();
  });
  app.addHook('onClose', async () => clearInterval(closing));

  app.get(
    '/activities',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: "Events I may see (my groups' and public ones; drafts where I organise), filtered by group, status, keyword, month and view",
        querystring: ActivityListQuerySchema,
        response: { 200: envelope(ActivityListSchema) },
      },
    },
    async (request) => ok(await listActivities(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/activities',
    {
      onRequest: app.authenticate,
      schema: { ...secured, summary: 'Create an event (organisers of the group); it starts as a draft', body: ActivityInputSchema, response: { 200: envelope(ActivitySchema) } },
    },
    async (request) => ok(await createActivity(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/activities/:aid',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'One event with my registration (members of the group; anyone signed in when public)',
        params: ActivityParams,
        response: { 200: envelope(ActivitySchema) },
      },
    },
    async (request) => ok(await getActivity(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.get(
    '/activities/:aid/summary',
    {
      schema: {
        tags,
        summary: 'The share-link card, without login: title, days, time, place, group, places taken, status (no names)',
        params: ActivityParams,
        response: { 200: envelope(ActivitySummarySchema) },
      },
    },
    async (request) => ok(await activitySummary(app.db, Number(request.params.aid))),
  );

  app.patch(
    '/activities/:aid',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: "Edit an event (organisers); a larger capacity moves the waiting list up; once tickets are bought the vote's rules stay (409)",
        params: ActivityParams,
        body: ActivityUpdateSchema,
        response: { 200: envelope(ActivitySchema) },
      },
    },
    async (request) => ok(await updateActivity(app, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.delete(
    '/activities/:aid',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Delete an event (organisers): a draft, a cancelled one, or one without players',
        params: ActivityParams,
        response: { 200: envelope(OkSchema) },
      },
    },
    async (request) => ok(await deleteActivity(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.post(
    '/activities/:aid/status',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Move through draft → registering → closed → playing → finished, or cancel before finished (notifies every participant)',
        params: ActivityParams,
        body: StatusChangeSchema,
        response: { 200: envelope(ActivitySchema) },
      },
    },
    async (request) => ok(await changeStatus(app, currentUser(request), Number(request.params.aid), request.body.status, request.locale)),
  );

  app.post(
    '/activities/:aid/copy',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary:
          'A new draft with the same settings (organisers), on `day` with its deadlines moved by as many days (else on the same dates); the title gets a "(copy)" suffix. The bought prize items come along with their rules; `rulesLeftBehind` counts the rules that gave a sponsor\'s item',
        params: ActivityParams,
        body: CopyActivitySchema.optional(),
        response: { 200: envelope(ActivityCopySchema) },
      },
    },
    async (request) => ok(await copyActivity(app.db, currentUser(request), Number(request.params.aid), request.locale, request.body?.day, request.body?.title)),
  );
};
