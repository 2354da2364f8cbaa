import { z } from 'zod';
import { PageQuerySchema, pageOf } from './common';
import { HoleSchema } from './golf';
import { SexSchema } from './user';

/**
 * Course library: a layout of 9 or 18 holes with par and stroke index per hole and its tee sets.
 * A 27- or 36-hole venue is stored as several 9-hole courses sharing `venue`; an event combines
 * two nines through its ordered `courseIds` (`combineNines` in `golf/course`).
 *
 * Stroke indexes:
 * - 18 holes: 1–18, each once.
 * - 9 holes (one nine of a venue, or a 9-hole course): either 1–9 each once (the nine's own
 *   ranking; combined with another nine the front takes the odd and the back the even indexes),
 *   or nine distinct indexes of 1–18 that are all odd or all even (the nine's share of an 18-hole
 *   ranking, kept as is when combined).
 * Tee ratings: 50–90 for 18 holes, 25–45 for a nine (a nine's own course rating); slope 55–155.
 */

export const CourseNameSchema = z
  .string({ error: 'validation.course.nameRequired' })
  .trim()
  .min(1, { error: 'validation.course.nameRequired' })
  .max(60, { error: 'validation.course.nameMax' });

export const CourseHoleInputSchema = z.object({
  number: z
    .number({ error: 'validation.course.holeNumber' })
    .int({ error: 'validation.course.holeNumber' })
    .min(1, { error: 'validation.course.holeNumber' })
    .max(18, { error: 'validation.course.holeNumber' }),
  par: z
    .number({ error: 'validation.course.par' })
    .int({ error: 'validation.course.par' })
    .min(3, { error: 'validation.course.par' })
    .max(6, { error: 'validation.course.par' }),
  strokeIndex: z
    .number({ error: 'validation.course.strokeIndexRange' })
    .int({ error: 'validation.course.strokeIndexRange' })
    .min(1, { error: 'validation.course.strokeIndexRange' })
    .max(18, { error: 'validation.course.strokeIndexRange' }),
}) satisfies z.ZodType<z.infer<typeof HoleSchema>>;

export const TeeSchema = z.object({
  name: z
    .string({ error: 'validation.course.teeNameRequired' })
    .trim()
    .min(1, { error: 'validation.course.teeNameRequired' })
    .max(20, { error: 'validation.course.teeNameMax' }),
  rating: z.number({ error: 'validation.course.teeRating' }).min(25, { error: 'validation.course.teeRating' }).max(90, {
    error: 'validation.course.teeRating',
  }),
  slope: z
    .number({ error: 'validation.course.teeSlope' })
    .int({ error: 'validation.course.teeSlope' })
    .min(55, { error: 'validation.course.teeSlope' })
    .max(155, { error: 'validation.course.teeSlope' }),
  /** the tee set is rated for men (M) or women (F); absent: either */
  sex: SexSchema.optional(),
});
export type Tee = z.infer<typeof TeeSchema>;

type HoleInput = z.infer<typeof CourseHoleInputSchema>;
type TeeInput = z.infer<typeof TeeSchema>;

/** Stroke indexes a 9-hole course may use: 1–9, or only odd, or only even ones of 1–18. */
function nineIndexesValid(indexes: number[]): boolean {
  return indexes.every((i) => i <= 9) || indexes.every((i) => i % 2 === 1) || indexes.every((i) => i % 2 === 0);
}

/** Cross-field rules of a course, reported on the field that breaks them. */
export function checkCourse(course: { holes: HoleInput[]; tees: TeeInput[] }, ctx: z.RefinementCtx): void {
  const { holes, tees } = course;
  const n = holes.length;
  if (n !== 9 && n !== 18) {
    ctx.addIssue({ code: 'custom', path: ['holes'], message: 'validation.course.holesCount' });
    return;
  }
  // the indexes no hole has yet: a duplicate's message names them, the one the user is looking for (a nine numbered
  // from its 18-hole course's odd or even indexes looks among those)
  const used = new Set(holes.map((h) => h.strokeIndex));
  const indexes = holes.map((h) => h.strokeIndex);
  const scheme =
    n === 18 || indexes.every((i) => i <= 9)
      ? Array.from({ length: n }, (_, k) => k + 1)
      : Array.from({ length: 9 }, (_, k) => 2 * k + (indexes.every((i) => i % 2 === 0) ? 2 : 1));
  const unused = scheme.filter((k) => !used.has(k)).join(', ') || '–';
  holes.forEach((h, i) => {
    if (h.number > n || holes.findIndex((o) => o.number === h.number) !== i) {
      ctx.addIssue({ code: 'custom', path: ['holes', i, 'number'], message: 'validation.course.holeNumbers' });
    }
    // each hole that shares its index hears which other hole has it
    const other = holes.find((o, j) => j !== i && o.strokeIndex === h.strokeIndex);
    if (other) {
      ctx.addIssue({ code: 'custom', path: ['holes', i, 'strokeIndex'], message: 'validation.course.strokeIndexDuplicate', params: { index: h.strokeIndex, hole: other.number, unused } });
    }
  });
  if (n === 9 && !nineIndexesValid(holes.map((h) => h.strokeIndex))) {
    ctx.addIssue({ code: 'custom', path: ['holes'], message: 'validation.course.strokeIndexNine' });
  }
  tees.forEach((tee, i) => {
    const [min, max] = n === 18 ? [50, 90] : [25, 45];
    if (tee.rating < min || tee.rating > max) {
      ctx.addIssue({ code: 'custom', path: ['tees', i, 'rating'], message: `validation.course.teeRating${n === 18 ? '' : 'Nine'}` });
    }
    if (tees.findIndex((o) => o.name === tee.name && o.sex === tee.sex) !== i) {
      ctx.addIssue({ code: 'custom', path: ['tees', i, 'name'], message: 'validation.course.teeNameDuplicate' });
    }
  });
}

const courseFields = {
  name: CourseNameSchema,
  /** the venue a nine belongs to (27/36-hole clubs); '' for a stand-alone course */
  venue: z.string().trim().max(60, { error: 'validation.course.venueMax' }).default(''),
  location: z.string().trim().max(100, { error: 'validation.course.locationMax' }).default(''),
  holes: z.array(CourseHoleInputSchema, { error: 'validation.course.holesCount' }).max(18, { error: 'validation.course.holesCount' }),
  tees: z.array(TeeSchema).max(10, { error: 'validation.course.teesMax' }).default([]),
};

/** `POST /api/courses` and `PUT /api/courses/:cid` (the whole course). */
export const CourseInputSchema = z.object(courseFields).superRefine(checkCourse);
export type CourseInput = z.input<typeof CourseInputSchema>;
export type CourseData = z.output<typeof CourseInputSchema>;

export const CourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  venue: z.string(),
  location: z.string(),
  holes: z.array(HoleSchema),
  tees: z.array(TeeSchema),
  /** sum of the pars */
  par: z.number().int(),
  holeCount: z.number().int(),
  createdBy: z.string().nullable(),
  /** the caller may edit it (creator, organiser of any group, admin) */
  canEdit: z.boolean(),
  /**
   * `GET /api/courses/:cid` only: how many finished events play it. Their results are worked out from its holes, so a
   * change of a par or stroke index changes them when they are computed again (a score corrected, recalculate).
   */
  finishedEvents: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = pageOf(CourseSchema);
export type CourseList = z.infer<typeof CourseListSchema>;

/** `GET /api/courses` — keyword matches name, venue and location; `venue` lists the nines of one venue. */
export const CourseListQuerySchema = PageQuerySchema.extend({
  venue: z.string().trim().max(60).optional(),
  holes: z.coerce.number().int().pipe(z.union([z.literal(9), z.literal(18)])).optional(),
});
export type CourseListQuery = z.input<typeof CourseListQuerySchema>;

/** A course as an activity names it. */
export const CourseRefSchema = z.object({ id: z.string(), name: z.string(), venue: z.string(), holeCount: z.number().int() });
export type CourseRef = z.infer<typeof CourseRefSchema>;
