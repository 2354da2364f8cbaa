import { z } from 'zod';
import { COUNTBACK_MODES, HANDICAP_TYPES, HOLE_CAPS, RANK_BYS } from './golf-values';

/**
 * Shapes the golf engine (`../golf`) works on: holes of a course, one player's scorecard,
 * a tee's rating and slope, and the event's `handicapSystem` object of API.md.
 * Refinements without a message fall back to the generic `validation.invalid` key.
 */

/** One hole of a course layout: number (1–18), par (3–6) and stroke index (1–18, 1 = hardest). */
export const HoleSchema = z.object({
  number: z.number().int().min(1).max(18),
  par: z.number().int().min(3).max(6),
  strokeIndex: z.number().int().min(1).max(18),
});
export type Hole = z.infer<typeof HoleSchema>;

/**
 * The holes played in an event: 9 or 18 holes numbered 1..n with distinct stroke indexes.
 * Two nines of a 27-hole venue are combined first (`combineNines` in `golf/course`).
 */
export const CourseHolesSchema = z
  .array(HoleSchema)
  .refine((holes) => holes.length === 9 || holes.length === 18)
  .refine((holes) => holes.every((h, i) => holes.findIndex((o) => o.number === h.number) === i && h.number <= holes.length))
  .refine((holes) => new Set(holes.map((h) => h.strokeIndex)).size === holes.length);

/** A tee set's Course Rating and Slope Rating (slope 55–155, 113 = standard difficulty). */
export const TeeRatingSchema = z.object({
  rating: z.number().min(50).max(90),
  slope: z.number().int().min(55).max(155),
});
export type TeeRating = z.infer<typeof TeeRatingSchema>;

/** Strokes (1–20) and optional putts (≤ strokes) on one hole of a player's card. */
export const CardHoleSchema = z
  .object({
    number: z.number().int().min(1).max(18),
    strokes: z.number().int().min(1).max(20),
    putts: z.number().int().min(0).max(20).optional(),
  })
  .refine((h) => h.putts === undefined || h.putts <= h.strokes, { path: ['putts'] });
export type CardHole = z.infer<typeof CardHoleSchema>;

/** The body of `PUT /api/activities/:aid/scorecards/:pid`: one hole at most once. */
export const ScorecardSchema = z.object({
  holes: z
    .array(CardHoleSchema)
    .max(18)
    .refine((holes) => new Set(holes.map((h) => h.number)).size === holes.length),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

export const HandicapTypeSchema = z.enum(HANDICAP_TYPES);
export type HandicapType = z.infer<typeof HandicapTypeSchema>;

/** Per-hole cap applied to hidden-hole strokes before summing (Peoria family). */
export const HoleCapSchema = z.enum(HOLE_CAPS);
export type HoleCap = z.infer<typeof HoleCapSchema>;

/** Links of the tie-break chain, tried in order; the chain always ends in a shared place. */
export const TieBreakSchema = z.enum(['handicap', 'age', 'countback', 'shared']);
export type TieBreak = z.infer<typeof TieBreakSchema>;

export const RankBySchema = z.enum(RANK_BYS);
export type RankBy = z.infer<typeof RankBySchema>;

/** Countback compares the last 9/6/3/1 holes on net (handicap fractions) or on gross. */
export const CountbackModeSchema = z.enum(COUNTBACK_MODES);
export type CountbackMode = z.infer<typeof CountbackModeSchema>;

/**
 * The `handicapSystem` object stored on an activity (API.md, "Shapes shared by several endpoints").
 *
 * Defaults filled in by parsing: `type` "peoria", `factor` 0.8, `holeCap` "none".
 * Defaults that depend on other fields are resolved by the engine (`resolvePeoriaParams`):
 * `hiddenCount` = length of `hiddenHoles`, else 12 (6 on a 9-hole course); `multiplier` = 1.5 for 12, 3 for 6, 2 for 9
 * hidden holes (holes ÷ hiddenCount in general); `cap` 36 (Peoria) or 50 (Callaway);
 * `allowance` 0.95 (WHS). When `hiddenHoles` is given it is used as is.
 * `countback`, `rankBy` and `tees` are additions to the API.md shape (optional).
 */
export const HandicapSystemSchema = z
  .object({
    type: HandicapTypeSchema.default('peoria'),
    hiddenHoles: z.array(z.number().int().min(1).max(18)).min(1).max(18).optional(),
    hiddenCount: z.union([z.literal(6), z.literal(9), z.literal(12)]).optional(),
    multiplier: z.number().positive().max(18).optional(),
    factor: z.number().positive().max(1).default(0.8),
    cap: z.number().min(0).max(54).optional(),
    capFemale: z.number().min(0).max(54).optional(),
    holeCap: HoleCapSchema.default('none'),
    allowance: z.number().positive().max(1).optional(),
    tieBreak: z.array(TieBreakSchema).max(4).optional(),
    countback: CountbackModeSchema.optional(),
    rankBy: RankBySchema.optional(),
    /** WHS and Stableford: the tee set (by name) men and women play, on every course of the round; absent: playedTee's choice */
    tees: z
      .object({
        M: z.string().trim().min(1).max(20).optional(),
        F: z.string().trim().min(1).max(20).optional(),
      })
      .strict()
      .optional(),
  })
  .refine((s) => s.hiddenHoles === undefined || new Set(s.hiddenHoles).size === s.hiddenHoles.length, {
    path: ['hiddenHoles'],
  })
  .refine((s) => s.hiddenHoles === undefined || s.hiddenCount === undefined || s.hiddenHoles.length === s.hiddenCount, {
    path: ['hiddenCount'],
  });
/** The parsed object (defaults applied). */
export type HandicapSystem = z.infer<typeof HandicapSystemSchema>;
/** What a client may send (every field optional). */
export type HandicapSystemInput = z.input<typeof HandicapSystemSchema>;

/** Team setting of an event: the best `size` cards per team count, summed or averaged. */
export const TeamSettingSchema = z.object({
  size: z.number().int().min(1).max(10),
  mode: z.enum(['sum', 'mean']).default('sum'),
});
export type TeamSetting = z.infer<typeof TeamSettingSchema>;
