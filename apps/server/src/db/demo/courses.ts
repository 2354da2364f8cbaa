import type { CourseHole, CourseTee } from '../schema';
import { courses } from '../schema';
import type { DemoContext } from './context';

/** Sample courses (made-up names; data of /work/shared/fixtures/courses.json, copied here). */
const holes = (rows: [par: number, strokeIndex: number][]): CourseHole[] => rows.map(([par, strokeIndex], i) => ({ number: i + 1, par, strokeIndex }));

export const PINE_RIDGE = {
  name: 'Pine Ridge Golf Club (sample)',
  location: 'Sample City',
  holes: holes([
    [4, 7], [4, 3], [3, 15], [5, 11], [4, 1], [4, 9], [3, 17], [4, 5], [5, 13],
    [4, 8], [3, 16], [5, 12], [4, 2], [4, 10], [4, 6], [3, 18], [5, 4], [4, 14],
  ]),
  tees: [
    { name: 'Blue', rating: 72.1, slope: 128, sex: 'M' },
    { name: 'White', rating: 70.4, slope: 124, sex: 'M' },
    { name: 'Red', rating: 71.8, slope: 122, sex: 'F' },
  ] satisfies CourseTee[],
};

/** A 27-hole venue of three nines with their own stroke indexes 1–9; an event combines two of them. */
export const LAKESIDE_VENUE = 'Lakeside Country Club (sample, 27 holes)';
const NINE_TEES: CourseTee[] = [{ name: 'Regular', rating: 35.2, slope: 126, sex: 'M' }];
export const LAKESIDE_NINES = [
  { name: 'Lakeside East', holes: holes([[4, 5], [5, 3], [3, 9], [4, 1], [4, 7], [3, 8], [4, 4], [5, 2], [4, 6]]) },
  { name: 'Lakeside West', holes: holes([[4, 2], [4, 6], [3, 8], [5, 4], [4, 1], [4, 5], [3, 9], [5, 3], [4, 7]]) },
  { name: 'Lakeside South', holes: holes([[5, 3], [4, 1], [4, 5], [3, 9], [4, 7], [4, 2], [5, 4], [3, 8], [4, 6]]) },
];

export interface DemoCourses {
  pineRidgeId: number;
  /** East, West, South */
  lakesideIds: number[];
}

export async function seedDemoCourses(ctx: DemoContext): Promise<DemoCourses> {
  const rows = await ctx.db
    .insert(courses)
    .values([
      { ...PINE_RIDGE, createdBy: ctx.adminId },
      ...LAKESIDE_NINES.map((n) => ({ ...n, venue: LAKESIDE_VENUE, location: 'Sample Lake', tees: NINE_TEES, createdBy: ctx.adminId })),
    ])
    .returning({ id: courses.id });
  return { pineRidgeId: rows[0].id, lakesideIds: rows.slice(1).map((r) => r.id) };
}
