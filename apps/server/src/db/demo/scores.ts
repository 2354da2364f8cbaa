import { and, eq } from 'drizzle-orm';
import { drawHiddenHoles } from '@golf/shared/golf/hidden-holes';
import { seededRng, type Rng } from '@golf/shared/golf/rng';
import type { Hole } from '@golf/shared/schemas/golf';
import { activities, courses, players, scores } from '../schema';
import { recomputeResults } from '../../modules/results/results.service';
import type { DemoActivities } from './activities';
import type { DemoContext } from './context';

/**
 * Strokes on one hole for a player of `handicap`: par, plus the strokes the handicap gives on this
 * hole on average, plus a little luck (a birdie now and then, a blow-up hole rarely).
 */
function holeStrokes(hole: Hole, handicap: number, holes: number, rng: Rng): number {
  const received = Math.floor(handicap / holes) + (hole.strokeIndex <= handicap % holes ? 1 : 0);
  const luck = rng();
  const swing = luck < 0.12 ? -1 : luck < 0.72 ? 0 : luck < 0.94 ? 1 : 2;
  return Math.max(2, Math.min(hole.par * 2 + 1, hole.par + received + swing));
}

/**
 * The finished Club Championship gets a card for each of its players (reproducible: seeded by the
 * player's place in the list), the hidden holes drawn once, and results computed and stored.
 */
export async function seedDemoScores(ctx: DemoContext, deps: { activities: DemoActivities }): Promise<{ scoredPlayers: number }> {
  const { db } = ctx;
  const aid = deps.activities.pastId;
  const [activity] = await db.select().from(activities).where(eq(activities.id, aid));
  const [course] = await db.select({ holes: courses.holes }).from(courses).where(eq(courses.id, activity.courseIds[0]));
  const holes = [...course.holes].sort((a, b) => a.number - b.number);
  const entered = await db
    .select({ id: players.id, handicap: players.handicap })
    .from(players)
    .where(and(eq(players.activityId, aid), eq(players.status, 'registered')))
    .orderBy(players.id);
  const rows = entered.flatMap((p, i) => {
    const rng = seededRng(2024 + i);
    const handicap = Math.round(p.handicap ?? 24);
    return holes.map((h) => {
      const strokes = holeStrokes(h, handicap, holes.length, rng);
      const putts = Math.min(strokes - 1 || 1, rng() < 0.15 ? 1 : rng() < 0.85 ? 2 : 3);
      return { playerId: p.id, hole: h.number, strokes, putts, version: 1, updatedBy: activity.createdBy };
    });
  });
  if (rows.length) await db.insert(scores).values(rows);
  await db
    .update(activities)
    .set({ hiddenHoles: drawHiddenHoles(holes, 12, seededRng(aid)) })
    .where(eq(activities.id, aid));
  await recomputeResults(db, aid);
  return { scoredPlayers: entered.length };
}
