import { z } from 'zod';
import { IdSchema } from './common';
import { HoleSchema } from './golf';

/**
 * Scores and results on the wire (API.md "Scores, results"): scorecards, marker/organiser entry
 * with per-hole versions for conflict detection, spreadsheet upload preview and the results answer.
 */

/** One hole as a scorecard shows it: `version` counts the saves of that hole (0 = never saved). */
export const ScoreHoleSchema = z.object({
  number: z.number().int(),
  strokes: z.number().int(),
  putts: z.number().int().nullable(),
  version: z.number().int(),
});
export type ScoreHole = z.infer<typeof ScoreHoleSchema>;

/** A player's card: only holes entered so far are listed. */
export const PlayerScorecardSchema = z.object({
  pid: IdSchema,
  name: z.string(),
  sex: z.enum(['M', 'F']),
  division: z.string().nullable(),
  /** null while the player is in no flight */
  flightId: IdSchema.nullable(),
  /** the flight's number as the flights board, the pairing sheet and the printed cards show it (1 first); null with flightId */
  flightNumber: z.number().int().nullable(),
  /** the player's place in the flight's playing order (0 first); null while in no flight */
  position: z.number().int().nullable(),
  status: z.enum(['ok', 'withdrawn', 'noCard', 'disqualified']),
  holes: z.array(ScoreHoleSchema),
  /**
   * Strokes received on each hole, in the order of the answer's `holes`: only when the event ranks by Stableford points
   * and the player's handicap is known before the round (not Peoria or Callaway, which come from the card). The entry
   * page shows each hole's points with it, and a hole picked up counts net double bogey (`pickUpStrokes`).
   */
  received: z.array(z.number().int()).optional(),
});
export type PlayerScorecard = z.infer<typeof PlayerScorecardSchema>;

/** `GET …/scorecards?only=editable`: only the cards the caller may edit (a marker's flight: 4 cards, not the field's 144). */
export const ScorecardsQuerySchema = z.object({
  only: z.enum(['editable']).optional(),
  /** one player's card (the results page's drawer): not every card of the field */
  pid: IdSchema.optional(),
});
export type ScorecardsQuery = z.infer<typeof ScorecardsQuerySchema>;

/** `GET /api/activities/:aid/scorecards`. `editable`: pids the caller may save (organiser: all; marker: their flight while playing). */
export const ScorecardsAnswerSchema = z.object({
  holes: z.array(HoleSchema),
  players: z.array(PlayerScorecardSchema),
  editable: z.array(IdSchema),
});
export type ScorecardsAnswer = z.infer<typeof ScorecardsAnswerSchema>;

/** One hole of `PUT /api/activities/:aid/scorecards/:pid`; `version` = the version the client last saw. */
export const ScoreInputHoleSchema = z
  .object({
    number: z.number({ error: 'validation.score.hole' }).int({ error: 'validation.score.hole' }).min(1, { error: 'validation.score.hole' }).max(18, { error: 'validation.score.hole' }),
    /** null clears the hole (entered by mistake): it is no longer on the card */
    strokes: z
      .number({ error: 'validation.score.strokes' })
      .int({ error: 'validation.score.strokes' })
      .min(1, { error: 'validation.score.strokes' })
      .max(20, { error: 'validation.score.strokes' })
      .nullable(),
    putts: z
      .number({ error: 'validation.score.putts' })
      .int({ error: 'validation.score.putts' })
      .min(0, { error: 'validation.score.putts' })
      .max(20, { error: 'validation.score.putts' })
      .nullable()
      .optional(),
    version: z.number().int().min(0).optional(),
  })
  .refine((h) => h.putts === undefined || h.putts === null || h.strokes === null || h.putts <= h.strokes, {
    path: ['putts'],
    error: 'validation.score.puttsOverStrokes',
  })
  .refine((h) => h.strokes !== null || h.putts === undefined || h.putts === null, {
    path: ['putts'],
    error: 'validation.score.puttsWithoutStrokes',
  });
export type ScoreInputHole = z.infer<typeof ScoreInputHoleSchema>;

/** Body of `PUT /api/activities/:aid/scorecards/:pid`: each hole at most once. */
export const ScorecardInputSchema = z.object({
  holes: z
    .array(ScoreInputHoleSchema)
    .min(1, { error: 'validation.score.noHoles' })
    .max(18)
    .refine((holes) => new Set(holes.map((h) => h.number)).size === holes.length, { error: 'validation.score.duplicateHole' }),
  /**
   * An organiser's correction wins over a hole changed since it was loaded (the grid: the organiser decides); with
   * `checkVersions` an organiser entering live on the hole-by-hole page meets the conflict as a marker does.
   */
  checkVersions: z.boolean().optional(),
});
export type ScorecardInput = z.infer<typeof ScorecardInputSchema>;

/** Answer of a successful PUT: the player's card as saved. */
export const ScorecardSavedSchema = PlayerScorecardSchema;

/** `data` of the 409 answer of PUT: the holes whose version moved on, with their current values (strokes null: cleared). */
export const ScoreConflictSchema = z.object({
  pid: IdSchema,
  holes: z.array(
    ScoreHoleSchema.extend({
      strokes: z.number().int().nullable(),
      updatedBy: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type ScoreConflict = z.infer<typeof ScoreConflictSchema>;

/** One change a row of an upload makes: a hole (`number`) or the gross total (`number` null). */
export const UploadChangeSchema = z.object({
  number: z.number().int().nullable(),
  field: z.enum(['strokes', 'putts', 'gross']),
  from: z.number().nullable(),
  to: z.number().nullable(),
});
export type UploadChange = z.infer<typeof UploadChangeSchema>;

/** `POST …/scores/upload?dryRun=1` (and the 422 `data` without rows). Rows are sheet rows (header = 1). */
export const UploadPreviewSchema = z.object({
  rows: z.array(z.object({ row: z.number().int(), pid: IdSchema, name: z.string(), changes: z.array(UploadChangeSchema) })),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** false for a dry run */
  saved: z.boolean(),
  /** players whose card changes */
  changed: z.number().int(),
});
export type UploadPreview = z.infer<typeof UploadPreviewSchema>;

export const ResultStatusSchema = z.enum(['ok', 'incomplete', 'noCard', 'withdrawn', 'disqualified']);

/** One row of the results answer (API.md "Results answer"). */
export const ResultRowSchema = z.object({
  pid: IdSchema,
  name: z.string(),
  sex: z.enum(['M', 'F']),
  division: z.string().nullable(),
  team: z.string().nullable(),
  rank: z.number().int().nullable(),
  gross: z.number().nullable(),
  handicap: z.number().nullable(),
  net: z.number().nullable(),
  putts: z.number().nullable(),
  out: z.number().nullable(),
  in: z.number().nullable(),
  toPar: z.number().nullable(),
  points: z.number().optional(),
  tied: z.boolean().optional(),
  netRank: z.number().int().optional().describe('the place on net when the event ranks by gross; the vote and the net prizes go by it'),
  grossRank: z.number().int().optional().describe('the place on gross (same tie-break chain) when the event ranks otherwise; the gross prizes go by it'),
  status: ResultStatusSchema,
  holesPlayed: z.number().int(),
});
export type ResultRowAnswer = z.infer<typeof ResultRowSchema>;

export const TeamResultSchema = z.object({
  team: z.string(),
  rank: z.number().int(),
  score: z.number(),
  counted: z.array(IdSchema),
  members: z.number().int(),
  complete: z.boolean(),
  tied: z.boolean().optional(),
});

/**
 * `GET /api/activities/:aid/results`. `hiddenHoles` only once the event is finished (or to organisers);
 * `computedAt` null when nothing has been computed (no scores yet).
 */
export const ResultsAnswerSchema = z.object({
  list: z.array(ResultRowSchema),
  teams: z.array(TeamResultSchema),
  hiddenHoles: z.array(z.number().int()).optional(),
  computedAt: z.string().nullable(),
  /** the activity's status, so a leaderboard knows whether play is on */
  status: z.string(),
  /** increases with every recomputation (the ETag and the live event carry it) */
  version: z.number().int(),
});
export type ResultsAnswer = z.infer<typeof ResultsAnswerSchema>;

/** `POST …/results/recompute`. */
export const RecomputeAnswerSchema = z.object({
  results: ResultsAnswerSchema,
  /** players whose rank, handicap or net changed */
  changed: z.number().int(),
  rankChanged: z.number().int(),
  /** pids of the players whose rank changed */
  pids: z.array(IdSchema),
});
export type RecomputeAnswer = z.infer<typeof RecomputeAnswerSchema>;

/** Query of the upload: `?dryRun=1` previews without saving. */
export const UploadQuerySchema = z.object({
  dryRun: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** Data of a live (server-sent) `changed` event: the results version to refetch, and the player whose card was saved (null: a recomputation). */
export const LiveEventSchema = z.object({ version: z.number().int(), pid: IdSchema.nullable() });
export type LiveEvent = z.infer<typeof LiveEventSchema>;
