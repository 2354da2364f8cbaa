import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flightPlayers, flights, players } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { activityLink, type ActivityHead } from '../activities/activities.access';
import { notifyEach, type MessageParams, type Notice } from '../messages/messages.service';
import { startLabel } from './flights.presenter';
import { storedFlights, type PlayerRow, type StoredFlight } from './flights.queries';

/** Where a player stands in an arrangement: enough to tell them, and to see whether it changed. */
export interface Seat {
  userId: number | null;
  flightId: number;
  day: string;
  teeTime: string;
  hole: string;
  partnerIds: number[];
  partners: string;
  /** keeps the flight's scores (the flight's marker) */
  marker: boolean;
}

/** Names are joined without words so the stored message reads in every language. */
const joinNames = (names: string[]) => names.join(' / ');

/** playerId → seat, for players still registered. */
export function seatsOf(stored: StoredFlight[], registered: PlayerRow[]): Map<number, Seat> {
  const byId = new Map(registered.map((p) => [p.id, p]));
  const seats = new Map<number, Seat>();
  for (const { row, playerIds } of stored) {
    const present = playerIds.filter((id) => byId.has(id));
    for (const id of present) {
      const others = present.filter((o) => o !== id);
      seats.set(id, {
        userId: byId.get(id)?.userId ?? null,
        flightId: row.id,
        day: row.day,
        teeTime: row.teeTime,
        hole: startLabel(row),
        partnerIds: others,
        partners: joinNames(others.map((o) => byId.get(o)?.name ?? '')),
        marker: row.markerPlayerId === id,
      });
    }
  }
  return seats;
}

const seatParams = (row: ActivityHead, seat: Seat): MessageParams => ({
  title: row.title,
  date: seat.day,
  time: seat.teeTime,
  hole: seat.hole,
  partners: seat.partners || '—',
});

/** One message per notice, all in one insert, each pointing to the event. */
async function tell(deps: Deps, kind: string, notices: Notice[], aid: number) {
  await notifyEach(deps.db, kind, notices, { link: activityLink(aid) });
}

/** `flights.published` to every assigned member (guests have no account), and `flights.marker` to each flight's marker. */
export async function notifyPublished(deps: Deps, row: ActivityHead, seats: Map<number, Seat>): Promise<void> {
  const notices: Notice[] = [];
  const markers: Notice[] = [];
  for (const seat of seats.values()) {
    if (seat.userId === null) continue;
    notices.push({ userId: seat.userId, params: seatParams(row, seat) });
    if (seat.marker) markers.push({ userId: seat.userId, params: seatParams(row, seat) });
  }
  await tell(deps, 'flights.published', notices, row.id);
  await tell(deps, 'flights.marker', markers, row.id);
}

const signature = (s: Seat | undefined) => (s ? `${s.day}|${s.teeTime}|${s.hole}|${[...s.partnerIds].sort((a, b) => a - b).join(',')}` : '');

/**
 * After a published arrangement changed: members whose tee time, starting hole or partners changed
 * get `flights.changed`; members taken out of every flight get `flights.unassigned`; a member made
 * their flight's marker gets `flights.marker`, one who no longer is (and still plays) `flights.markerOff`.
 */
export async function notifyArrangementChanges(deps: Deps, row: ActivityHead, before: Map<number, Seat>, after: Map<number, Seat>): Promise<void> {
  const changed: Notice[] = [];
  const unassigned: Notice[] = [];
  const markerOn: Notice[] = [];
  const markerOff: Notice[] = [];
  for (const pid of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(pid);
    const now = after.get(pid);
    const userId = now?.userId ?? was?.userId ?? null;
    if (userId === null) continue;
    if (now?.marker && !was?.marker) markerOn.push({ userId, params: seatParams(row, now) });
    else if (now && was?.marker && !now.marker) markerOff.push({ userId, params: { title: row.title } });
    if (signature(was) === signature(now)) continue;
    if (now) changed.push({ userId, params: seatParams(row, now) });
    else unassigned.push({ userId, params: { title: row.title } });
  }
  await tell(deps, 'flights.changed', changed, row.id);
  await tell(deps, 'flights.unassigned', unassigned, row.id);
  await tell(deps, 'flights.marker', markerOn, row.id);
  await tell(deps, 'flights.markerOff', markerOff, row.id);
}

/**
 * Hook for the activities module, called before a player leaves the event: when the flights are
 * published and the player has one, answers a function that tells the rest of that flight
 * (`flights.withdrawn`) — call it once the player is gone. Otherwise a function that does nothing.
 */
export async function flightWithdrawal(db: Db, row: ActivityHead, playerId: number): Promise<(deps: Deps) => Promise<void>> {
  const none = async () => {};
  if (!row.flightsPublishedAt) return none;
  const [link] = await db
    .select({ flightId: flightPlayers.flightId, name: players.name, day: flights.day, teeTime: flights.teeTime, startHole: flights.startHole, startGroup: flights.startGroup })
    .from(flightPlayers)
    .innerJoin(players, eq(players.id, flightPlayers.playerId))
    .innerJoin(flights, eq(flights.id, flightPlayers.flightId))
    .where(eq(flightPlayers.playerId, playerId))
    .limit(1);
  if (!link) return none;
  const flight = (await storedFlights(db, row.id)).find((s) => s.row.id === link.flightId);
  const mateIds = (flight?.playerIds ?? []).filter((id) => id !== playerId);
  return async (deps) => {
    if (mateIds.length === 0) return;
    const mates = await deps.db.select({ id: players.id, userId: players.userId }).from(players).where(inArray(players.id, mateIds));
    const params = { title: row.title, name: link.name, date: link.day, time: link.teeTime, hole: startLabel(link) };
    await tell(deps, 'flights.withdrawn', mates.flatMap((mate) => (mate.userId === null ? [] : [{ userId: mate.userId, params }])), row.id);
  };
}
