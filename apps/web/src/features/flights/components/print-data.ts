import { useQueries } from '@tanstack/react-query';
import type { Course } from '@golf/shared/schemas/course';
import { useSearchParams } from 'react-router';
import { useActivity } from '../../activities/api/get-activity';
import { courseQueryOptions } from '../../courses/api/get-course';
import { useFlights } from '../api/get-flights';
import { idParam } from '../../../lib/id-param';

/** What the printable pages need: the event (`?id=`), its saved flights and its courses. */
export function usePrintData() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  const flights = useFlights(id);
  const courses = useQueries({
    queries: (activity.data?.courses ?? []).map((c) => courseQueryOptions(c.id)),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.map((r) => r.data as Course) : undefined,
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
  return { id, params, activity, flights, courses };
}

export interface ScorecardHole {
  number: number;
  par: number;
  strokeIndex: number;
}

/** The round's holes: an 18-hole course as it is, or nines played one after the other (numbered on). */
export function roundHoles(courses: Course[], holes: number): ScorecardHole[] {
  const all = courses.flatMap((c) => [...c.holes].sort((a, b) => a.number - b.number));
  return all.slice(0, holes || 18).map((h, i) => ({ number: i + 1, par: h.par, strokeIndex: h.strokeIndex }));
}
