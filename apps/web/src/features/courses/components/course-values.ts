import type { Course, CourseInput } from '@golf/shared/schemas/course';

export interface HoleValue {
  par?: number | null;
  strokeIndex?: number | null;
}
export interface TeeValue {
  name?: string;
  rating?: number | null;
  slope?: number | null;
  sex?: 'M' | 'F' | null;
}
/** The course form's values; `toCourseInput` turns them into the body of POST/PUT /api/courses. */
export interface CourseFormValues {
  name: string;
  venue?: string;
  location?: string;
  holeCount: 9 | 18;
  holes: HoleValue[];
  tees: TeeValue[];
}

/** A ready-to-edit layout: par 4 everywhere; the front nine takes the odd stroke indexes, the back nine the even ones. */
export function defaultHoles(count: 9 | 18): HoleValue[] {
  return Array.from({ length: count }, (_, i) => ({
    par: 4,
    strokeIndex: count === 9 ? i + 1 : i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2,
  }));
}

export function toCourseInput(values: CourseFormValues): CourseInput {
  return {
    name: values.name,
    venue: values.venue ?? '',
    location: values.location ?? '',
    holes: (values.holes ?? []).slice(0, values.holeCount).map((h, i) => ({
      number: i + 1,
      par: h?.par as number,
      strokeIndex: h?.strokeIndex as number,
    })),
    tees: (values.tees ?? []).map((tee) => ({
      name: tee?.name ?? '',
      rating: tee?.rating as number,
      slope: tee?.slope as number,
      ...(tee?.sex ? { sex: tee.sex } : {}),
    })),
  };
}

export function courseFormValues(course?: Course): CourseFormValues {
  if (!course) return { name: '', venue: '', location: '', holeCount: 18, holes: defaultHoles(18), tees: [] };
  const holes = [...course.holes].sort((a, b) => a.number - b.number);
  return {
    name: course.name,
    venue: course.venue,
    location: course.location,
    holeCount: holes.length === 9 ? 9 : 18,
    holes: holes.map(({ par, strokeIndex }) => ({ par, strokeIndex })),
    tees: course.tees.map((tee) => ({ ...tee, sex: tee.sex ?? null })),
  };
}
