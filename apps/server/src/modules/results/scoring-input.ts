import { and, asc, eq, inArray } from 'drizzle-orm';
import { playedTee, roundCourses, roundHoles } from '@golf/shared/golf/course';
import type { CardInput, PlayerInput } from '@golf/shared/golf/types';
import type { HandicapSystem, Hole } from '@golf/shared/schemas/golf';
import type { Db } from '../../db/client';
import type { CourseTee } from '../../db/schema/courses';
import { type activities, courses, players, scores } from '../../db/schema';

type ActivityRow = typeof activities.$inferSelect;
export type ScoringPlayerRow = typeof players.$inferSelect;

/**
 * The holes an event is played on: its one course (9 or 18 holes), or two nines combined into 18
 * (in the order of `courseIds`). Empty when the event has no course yet.
 */
export async function activityHoles(db: Db, activity: Pick<ActivityRow, 'courseIds'>): Promise<Hole[]> {
  return (await activityRound(db, activity)).holes;
}

/**
 * The round an event plays: its first course, or its first two courses when both are nines (played as one 18-hole
 * round), with the holes as scored and the tee sets of each course played (for WHS and Stableford, `playedTee`).
 */
export async function activityRound(db: Db, activity: Pick<ActivityRow, 'courseIds'>): Promise<{ holes: Hole[]; tees: CourseTee[][] }> {
  if (activity.courseIds.length === 0) return { holes: [], tees: [] };
  const rows = await db.select({ id: courses.id, holes: courses.holes, tees: courses.tees }).from(courses).where(inArray(courses.id, activity.courseIds));
  const ordered = activity.courseIds.flatMap((id) => rows.filter((r) => r.id === id));
  return { holes: roundHoles(ordered), tees: roundCourses(ordered).map((c) => c.tees) };
}

/** The tee each sex plays for WHS and Stableford: the one the event chose for it, else the course's tee rated for it. */
export function teesBySex(tees: CourseTee[][], system: Pick<HandicapSystem, 'tees'>) {
  return { M: playedTee(tees, 'M', system.tees?.M), F: playedTee(tees, 'F', system.tees?.F) };
}

/** Players holding a place in the event (not the waiting list), in entry order. */
export async function scoringPlayers(db: Db, activityId: number): Promise<ScoringPlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(and(eq(players.activityId, activityId), eq(players.status, 'registered')))
    .orderBy(asc(players.id));
}

export type ScoreRow = typeof scores.$inferSelect;

/** Every saved hole of the given players, one query. */
export async function scoresOf(db: Db, playerIds: number[]): Promise<ScoreRow[]> {
  if (playerIds.length === 0) return [];
  return db.select().from(scores).where(inArray(scores.playerId, playerIds)).orderBy(asc(scores.playerId), asc(scores.hole));
}

/** The engine's view of a player. */
export function toPlayerInput(p: ScoringPlayerRow): PlayerInput {
  return {
    pid: String(p.id),
    name: p.name,
    sex: p.sex ?? 'M',
    division: p.division || null,
    team: p.team || null,
    birthday: p.birthday,
    declaredHandicap: p.handicap,
    handicapIndex: p.handicap,
    status: p.scoreStatus === 'withdrawn' || p.scoreStatus === 'disqualified' ? p.scoreStatus : 'active',
  };
}

/** Cards per player; a player marked "no card" has none whatever was entered. Holes beyond the course are ignored. */
export function toCards(rows: readonly ScoringPlayerRow[], saved: readonly ScoreRow[], holeCount: number): CardInput[] {
  const byPlayer = new Map<number, ScoreRow[]>();
  for (const s of saved) byPlayer.set(s.playerId, [...(byPlayer.get(s.playerId) ?? []), s]);
  return rows.map((p) => ({
    pid: String(p.id),
    holes:
      p.scoreStatus === 'noCard'
        ? []
        : (byPlayer.get(p.id) ?? [])
            .filter((s) => s.hole <= holeCount)
            .map((s) => ({ number: s.hole, strokes: s.strokes, ...(s.putts === null ? {} : { putts: s.putts }) })),
  }));
}
