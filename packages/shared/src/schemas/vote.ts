import { z } from 'zod';
import { IdSchema } from './common';

export const VoteTicketTypeSchema = z.enum(['quinella', 'frameQuinella', 'winner']);

/** Organiser's vote settings on an activity. */
export const VoteSettingsSchema = z.object({
  ticketType: VoteTicketTypeSchema.default('quinella'),
  /** Points each member may spend on the event (default 10). */
  pointsPerMember: z.number().int().min(1).max(10000).default(10),
  /** Points per ticket (each ticket's stake is a multiple of it). */
  pointsPerTicket: z.number().int().min(1).max(10000).default(1),
  cutPercent: z.number().min(0, { error: 'validation.vote.cut' }).max(50, { error: 'validation.vote.cut' }).default(0),
  noWinner: z.enum(['refund', 'rollover']).default('refund'),
  participantsMayVote: z.boolean().default(true),
  nonPlayersMayVote: z.boolean().default(true),
});
export type VoteSettings = z.infer<typeof VoteSettingsSchema>;

/**
 * `POST /api/activities/:aid/vote/tickets`: two different players (quinella), one player (winner
 * ticket) or two frames (frame ticket, the same frame twice allowed); the server checks that the
 * shape matches the activity's ticket type.
 */
export const VoteTicketSchema = z
  .object({
    players: z.array(IdSchema).min(1).max(2).optional(),
    frames: z.array(z.string().regex(/^F\d+$/, { error: 'validation.vote.frame' })).length(2).optional(),
    points: z.number().int().min(1, { error: 'validation.vote.points' }).max(10000, { error: 'validation.vote.points' }),
  })
  .superRefine((t, ctx) => {
    if ((t.players === undefined) === (t.frames === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['players'], message: 'validation.vote.pick' });
    }
    if (t.players?.length === 2 && t.players[0] === t.players[1]) {
      ctx.addIssue({ code: 'custom', path: ['players'], message: 'validation.vote.samePlayer' });
    }
  });
export type VoteTicketInput = z.infer<typeof VoteTicketSchema>;

/** The API's vote settlement answer. */
export const VoteSettlementSchema = z.object({
  pool: z.number().int(),
  remainder: z.number().int(),
  winningOptions: z.array(z.string()),
  list: z.array(
    z.object({ userId: IdSchema, name: z.string(), spent: z.number().int(), winnings: z.number().int() }),
  ),
});
export type VoteSettlementAnswer = z.infer<typeof VoteSettlementSchema>;
