import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecomputeAnswerSchema, ResultsAnswerSchema } from '@golf/shared/schemas/score';
import { envelope, ok } from '../../lib/envelope';
import { sendSerializedOnce } from '../../lib/serialized-once';
import { currentUser } from '../../plugins/context';
import { loadActivity, requireView } from '../activities/activities.access';
import { ActivityParams } from '../activities/activities.routes';
import { exportResults } from '../scores/scores.sheets';
import { subscribeLive } from './live';
import { recomputeFor, resultsFor } from './results.service';

const secured = { tags: ['results'], security: [{ bearer: [] }] };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KEEP_ALIVE_MS = 15_000;

/** Results (with an ETag for polling), recomputation, the .xlsx export and the live channel. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/activities/:aid/results',
    {
      schema: {
        ...secured,
        summary:
          'Ranked results and team results; hidden holes only once the event is finished (or to organisers). Answers an ETag; If-None-Match with it answers 304 while nothing changed',
        params: ActivityParams,
        querystring: z.object({ view: z.enum(['public']).optional().describe('public: as members see them, whoever asks (a clubhouse screen)') }),
        response: { 200: envelope(ResultsAnswerSchema), 304: z.null().describe('Not modified: the ETag still matches') },
      },
    },
    async (request, reply) => {
      const { answer, snapshot } = await resultsFor(app.db, currentUser(request), Number(request.params.aid), request.query.view === 'public');
      const shape = `${answer.status}-${answer.hiddenHoles ? 'h' : 'n'}`;
      const etag = `W/"r${answer.version}-${shape}-${request.locale}"`;
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      // the answer is the snapshot seen with the event's status, with or without the hidden holes
      return sendSerializedOnce(reply, snapshot, shape, ok(answer));
    },
  );

  app.post(
    '/activities/:aid/results/recompute',
    {
      schema: {
        ...secured,
        summary: 'Re-run statistics (and the registered steps: awards, vote settlement); answers the results and what changed (organisers)',
        params: ActivityParams,
        response: { 200: envelope(RecomputeAnswerSchema) },
      },
    },
    async (request) => ok(await recomputeFor(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.get(
    '/activities/:aid/results/export',
    { schema: { ...secured, summary: 'Results .xlsx: all players, one sheet per division, and the scorecards', params: ActivityParams } },
    async (request, reply) => {
      const file = await exportResults(app.db, currentUser(request), Number(request.params.aid), request.locale);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="results.xlsx"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(file.buffer);
    },
  );

  // open live streams, ended when the server closes so app.close() does not wait for them
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  app.get(
    '/activities/:aid/live',
    {
      schema: {
        ...secured,
        summary:
          'Server-sent events (text/event-stream): `changed` with data { version, pid } after every score save or recomputation (refetch the results), first once on connect; a comment every 15 s keeps the line open. Send the bearer token (fetch streaming; EventSource cannot send headers)',
        params: ActivityParams,
      },
    },
    async (request, reply) => {
      const aid = Number(request.params.aid);
      const activity = await loadActivity(app.db, aid);
      await requireView(app.db, currentUser(request), activity);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (data: unknown) => res.write(`event: changed\ndata: ${JSON.stringify(data)}\n\n`);
      res.write('retry: 3000\n\n');
      send({ version: activity.resultsVersion, pid: null });
      const unsubscribe = subscribeLive(aid, send);
      const timer = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      streams.add(res);
      const done = () => {
        clearInterval(timer);
        unsubscribe();
        streams.delete(res);
      };
      res.on('close', done);
      request.raw.on('close', () => {
        if (!res.writableEnded) res.end();
      });
    },
  );
};
