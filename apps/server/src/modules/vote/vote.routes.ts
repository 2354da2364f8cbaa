import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  VoteBoardSchema,
  VoteLeaderboardQuerySchema,
  VoteLeaderboardSchema,
  VoteSettlementSchema,
  VoteTicketAnswerSchema,
  VoteTicketSchema,
} from '@golf/shared/schemas/vote';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { GroupParamsSchema } from '../groups/groups.routes';
import { ActivityParams } from '../activities/activities.routes';
import { onResultsComputed } from '../results/results.service';
import { getVoteSettlement, settleActivityVote, voteLeaderboard } from './vote-settlement.service';
import { cancelTicket, drawVoteFrames, getVote, placeTicket, voteVersion } from './vote.service';

const secured = { tags: ['vote'], security: [{ bearer: [] }] };

// every computation of results (uploads, score entries, corrections, "restatistics") settles the
// vote again inside the same transaction, once the results are final
onResultsComputed(async (tx, aid, results) => {
  await settleActivityVote({ db: tx }, aid, results.list, { onlyWhenFinal: true });
});
const TicketParams = z.object({ aid: IdSchema, tid: IdSchema });

/** The betting-ticket vote (points only): board, tickets, frames, settlement and the season leaderboard. */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/activities/:aid/vote',
    {
      schema: {
        ...secured,
        summary: 'The vote board: options with points and odds, most popular picks, my tickets and remaining points, deadline, settlement once results are in. Sends an ETag: poll with If-None-Match for a cheap 304.',
        params: ActivityParams,
        response: { 200: envelope(VoteBoardSchema), 304: z.null().describe('Not modified: the board is as the ETag says') },
      },
    },
    async (request, reply) => {
      const aid = Number(request.params.aid);
      const user = currentUser(request);
      const tag = await voteVersion(app.db, user, aid, request.locale);
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send(null);
      return ok(await getVote(app.db, user, aid, request.locale));
    },
  );

  app.post(
    '/activities/:aid/vote/tickets',
    {
      schema: {
        ...secured,
        summary: 'Place a ticket { players: [pidA, pidB] | players: [pid] | frames: [fA, fB], points } before the vote deadline, within my points',
        params: ActivityParams,
        body: VoteTicketSchema,
        response: { 200: envelope(VoteTicketAnswerSchema) },
      },
    },
    async (request) => ok(await placeTicket(app.db, currentUser(request), Number(request.params.aid), request.body, request.locale)),
  );

  app.delete(
    '/activities/:aid/vote/tickets/:tid',
    {
      schema: { ...secured, summary: 'Cancel my ticket before the vote deadline (the points come back)', params: TicketParams, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await cancelTicket(app.db, currentUser(request), Number(request.params.aid), Number(request.params.tid))),
  );

  app.get(
    '/activities/:aid/vote/settlement',
    {
      schema: {
        ...secured,
        summary: 'The settled vote: pool, remainder, winning options, each voter’s points spent and won (biggest first)',
        params: ActivityParams,
        response: { 200: envelope(VoteSettlementSchema) },
      },
    },
    async (request) => ok(await getVoteSettlement(app.db, currentUser(request), Number(request.params.aid), request.locale)),
  );

  app.post(
    '/activities/:aid/vote/frames/draw',
    {
      schema: {
        ...secured,
        summary: 'Draw balanced frames of two by handicap for frame tickets (organisers; before any ticket)',
        params: ActivityParams,
        response: { 200: envelope(VoteBoardSchema) },
      },
    },
    async (request) => ok(await drawVoteFrames(app.db, currentUser(request), Number(request.params.aid), request.locale)),
  );

  app.get(
    '/groups/:gid/vote-leaderboard',
    {
      schema: {
        ...secured,
        summary: "The group's predictors over a season (year, default this one): points spent, won and net per member",
        params: GroupParamsSchema,
        querystring: VoteLeaderboardQuerySchema,
        response: { 200: envelope(VoteLeaderboardSchema) },
      },
    },
    async (request) => ok(await voteLeaderboard(app.db, currentUser(request), Number(request.params.gid), request.query)),
  );
};
