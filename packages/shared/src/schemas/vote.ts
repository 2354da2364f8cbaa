import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';

/** Players grouped for frame tickets (`id` like 'F1'). */
export const VoteFrameSchema = z.object({ id: z.string().regex(/^F\d+$/, { error: 'validation.vote.frame' }), pids: z.array(IdSchema).min(1) });
export type VoteFrameInput = z.infer<typeof VoteFrameSchema>;

export const VoteTicketTypeSchema = z.enum(['quinella', 'frameQuinella', 'winner']);

const voteFields = {
  ticketType: VoteTicketTypeSchema,
  /** Points each member may spend on the event (default 10). */
  pointsPerMember: z.number().int().min(1, { error: 'validation.vote.pointsPerMember' }).max(10000, { error: 'validation.vote.pointsPerMember' }),
  /** Points per ticket (each ticket's stake is a multiple of it). */
  pointsPerTicket: z.number().int().min(1, { error: 'validation.vote.pointsPerTicket' }).max(10000, { error: 'validation.vote.pointsPerTicket' }),
  cutPercent: z.number().min(0, { error: 'validation.vote.cut' }).max(50, { error: 'validation.vote.cut' }),
  noWinner: z.enum(['refund', 'rollover']),
  participantsMayVote: z.boolean(),
  nonPlayersMayVote: z.boolean(),
  /** Frames for frame tickets (drawn by `POST …/vote/frames/draw` or set by the organiser). */
  frames: z.array(VoteFrameSchema),
};

/** Organiser's vote settings on an activity, with their defaults. */
export const VoteSettingsSchema = z.object({
  ticketType: voteFields.ticketType.default('quinella'),
  pointsPerMember: voteFields.pointsPerMember.default(10),
  pointsPerTicket: voteFields.pointsPerTicket.default(1),
  cutPercent: voteFields.cutPercent.default(0),
  noWinner: voteFields.noWinner.default('refund'),
  participantsMayVote: voteFields.participantsMayVote.default(true),
  nonPlayersMayVote: voteFields.nonPlayersMayVote.default(true),
  frames: voteFields.frames.optional(),
});
/** The settings as stored and patched: every field optional and no default filled in, so a patch keeps what it does not name. */
export const VoteSettingsPatchSchema = z.object(voteFields).partial();
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

const VoteSettlementRowSchema = z.object({
  userId: IdSchema,
  name: z.string(),
  spent: z.number().int(),
  /** points given back (withdrawn player, or nobody won and the rule is refund) */
  refunded: z.number().int(),
  winnings: z.number().int(),
  /** winnings + refunded − spent */
  net: z.number().int(),
});

/** The API's vote settlement answer (all amounts are points). */
export const VoteSettlementSchema = z.object({
  pool: z.number().int(),
  cut: z.number().int(),
  remainder: z.number().int(),
  /** carried to the group's next vote (nobody won, rule "rollover") */
  rollover: z.number().int(),
  winningOptions: z.array(z.string()),
  /** the player names of each winning option, in the same order */
  winningNames: z.array(z.array(z.string())),
  /** biggest winnings first */
  list: z.array(VoteSettlementRowSchema),
  biggest: VoteSettlementRowSchema.nullable(),
  settledAt: z.string(),
  /** the event is finished: no score correction will change it any more (before, every card was in and it may still move) */
  final: z.boolean(),
});

export const VoteTicketAnswerSchema = z.object({
  id: IdSchema,
  option: z.string(),
  names: z.array(z.string()),
  points: z.number().int(),
  createdAt: z.string(),
});
export type VoteTicketAnswer = z.infer<typeof VoteTicketAnswerSchema>;

/** `GET /api/activities/:aid/vote`: the live board, my tickets and, once settled, the settlement. */
export const VoteBoardSchema = z.object({
  activityId: IdSchema,
  title: z.string(),
  enabled: z.boolean(),
  /** tickets may be bought and cancelled now */
  open: z.boolean(),
  /** the event was called off: nothing is won or lost on its vote (its settlement, if any, was taken back) */
  cancelled: z.boolean(),
  /** the vote deadline (the event's `starttime`, else its first tee-off) */
  deadline: z.string().nullable(),
  settings: VoteSettingsSchema.omit({ frames: true }),
  canManage: z.boolean(),
  players: z.array(z.object({ pid: IdSchema, name: z.string(), handicap: z.number().nullable() })),
  frames: z.array(z.object({ id: z.string(), pids: z.array(IdSchema), names: z.array(z.string()) })),
  pool: z.number().int(),
  /** of the pool, what the group's previous vote rolled over into this one */
  carryIn: z.number().int(),
  cut: z.number().int(),
  netPool: z.number().int(),
  /** options with points (and, for winner and frame tickets, every option); most points first */
  options: z.array(
    z.object({ option: z.string(), names: z.array(z.string()), points: z.number().int(), tickets: z.number().int(), odds: z.number().nullable() }),
  ),
  popular: z.array(z.string()),
  me: z.object({
    /** null when I may vote; else a translated reason */
    refusal: z.string().nullable(),
    spent: z.number().int(),
    remaining: z.number().int(),
    tickets: z.array(VoteTicketAnswerSchema),
    winnings: z.number().int().nullable(),
    /** points given back at the settlement (a withdrawn player; nobody won and the rule is refund) */
    refunded: z.number().int(),
  }),
  settlement: VoteSettlementSchema.nullable(),
});
export type VoteBoardAnswer = z.infer<typeof VoteBoardSchema>;

export const VoteLeaderboardQuerySchema = PageQuerySchema.extend({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** `GET /api/groups/:gid/vote-leaderboard`: predictors of the season, best net first. */
export const VoteLeaderboardSchema = z.object({
  year: z.number().int(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      userId: IdSchema,
      name: z.string(),
      votes: z.number().int(),
      spent: z.number().int(),
      /** points given back (a withdrawn player; nobody won and the rule is refund) */
      refunded: z.number().int(),
      winnings: z.number().int(),
      /** winnings + refunded − spent */
      net: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type VoteLeaderboard = z.infer<typeof VoteLeaderboardSchema>;
export type VoteSettlementAnswer = z.infer<typeof VoteSettlementSchema>;
