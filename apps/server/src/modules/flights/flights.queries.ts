import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, flightPlayers, flights, players } from '../../db/schema';

export type FlightRow = typeof flights.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;

export interface StoredFlight {
  row: FlightRow;
  /** player ids in playing order */
  playerIds: number[];
}

/** The saved arrangement in display order, with player ids (two queries, no N+1). */
export async function storedFlights(db: Db, aid: number): Promise<StoredFlight[]> {
  const rows = await db.select().from(flights).where(eq(flights.activityId, aid)).orderBy(asc(flights.position), asc(flights.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ flightId: flightPlayers.flightId, playerId: flightPlayers.playerId })
    .from(flightPlayers)
    .where(inArray(flightPlayers.flightId, rows.map((r) => r.id)))
    .orderBy(asc(flightPlayers.flightId), asc(flightPlayers.position));
  const byFlight = new Map<number, number[]>(rows.map((r) => [r.id, []]));
  for (const link of links) byFlight.get(link.flightId)?.push(link.playerId);
  return rows.map((row) => ({ row, playerIds: byFlight.get(row.id) ?? [] }));
}

/** Every player of the event holding a place (not waitlisted or withdrawn), in registration order. */
export async function registeredPlayers(db: Db, aid: number): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(and(eq(players.activityId, aid), eq(players.status, 'registered')))
    .orderBy(asc(players.id));
}

/** Holes of the event's round (sum over its courses; 18 when none is chosen) and the course names. */
export async function roundOf(db: Db, courseIds: number[]): Promise<{ holes: number; courseNames: string[] }> {
  if (courseIds.length === 0) return { holes: 18, courseNames: [] };
  const rows = await db.select({ id: courses.id, name: courses.name, holes: courses.holes }).from(courses).where(inArray(courses.id, courseIds));
  const ordered = courseIds.flatMap((id) => rows.filter((r) => r.id === id));
  const holes = ordered.reduce((sum, c) => sum + c.holes.length, 0);
  return { holes: holes > 0 ? Math.min(holes, 36) : 18, courseNames: ordered.map((c) => c.name) };
}
