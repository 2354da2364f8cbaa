import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { assignFlights } from '@golf/shared/golf/flights';
import { FlightError, type Flight, type FlightPlayer } from '@golf/shared/golf/flight-types';
import { validateArrangement, type FlightProblem } from '@golf/shared/golf/flight-validate';
import { seededRng } from '@golf/shared/golf/rng';
import { ErrorCode, type FieldError } from '@golf/shared/envelope';
import type { Locale } from '@golf/shared/locales';
import type { Arrangement, AutoAssignFlights, FlightsAnswer, MyFlight } from '@golf/shared/schemas/flight';
import type { Db } from '../../db/client';
import { activities, flightPlayers, flights, players } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage, requireView, type ActivityHead } from '../activities/activities.access';
import { notifyArrangementChanges, notifyPublished, seatsOf } from './flights.notify';
import { pairingRequests } from './flights.pairings';
import { presentFlight, presentFlightPlayer } from './flights.presenter';
import { registeredPlayers, roundOf, storedFlights, type PlayerRow, type StoredFlight } from './flights.queries';

const FROZEN = ['cancelled', 'finished'];

function answer(row: ActivityHead, list: { flight: Parameters<typeof presentFlight>[0]; playerIds: number[] }[], registered: PlayerRow[], holes: number, organiser: boolean): FlightsAnswer {
  const byId = new Map(registered.map((p) => [p.id, p]));
  const assigned = new Set(list.flatMap((f) => f.playerIds));
  const inFlights = list.flatMap((f) => f.playerIds.flatMap((id) => byId.get(id) ?? []));
  return {
    flights: list.map((f) => presentFlight(f.flight, f.playerIds, byId)),
    players: inFlights.map((p) => presentFlightPlayer(p, { organiser })),
    unassigned: registered.filter((p) => !assigned.has(p.id)).map((p) => presentFlightPlayer(p, { organiser })),
    publishedAt: row.flightsPublishedAt ? row.flightsPublishedAt.toISOString() : null,
    size: row.flightSize,
    days: row.days,
    holes,
    unmatchedRequests: organiser ? pairingRequests(named(registered)).unmatched : [],
  };
}

const named = (registered: PlayerRow[]) => registered.map((p) => ({ pid: String(p.id), name: p.name, remark: p.remark }));

const savedList = (stored: StoredFlight[]) => stored.map((s) => ({ flight: s.row, playerIds: s.playerIds }));

/** `GET /api/activities/:aid/flights`: organisers see the working arrangement; players and members once published. */
export async function getFlights(db: Db, user: AuthUser, aid: number): Promise<FlightsAnswer> {
  const row = await loadActivity(db, aid);
  const viewer = await requireView(db, user, row);
  const registered = await registeredPlayers(db, aid);
  if (!viewer.canManage && !viewer.role && !registered.some((p) => p.userId === user.id)) throw forbidden('errors.groupMembersOnly');
  const { holes } = await roundOf(db, row.courseIds);
  const visible = viewer.canManage || row.flightsPublishedAt !== null;
  return answer(row, visible ? savedList(await storedFlights(db, aid)) : [], registered, holes, viewer.canManage);
}

function toFlightPlayers(registered: PlayerRow[]): FlightPlayer[] {
  const pidOfUser = new Map(registered.filter((p) => p.userId !== null).map((p) => [p.userId as number, String(p.id)]));
  const { partners } = pairingRequests(named(registered));
  return registered.map((p) => ({
    pid: String(p.id),
    handicap: p.handicap,
    division: p.division === '' ? null : p.division,
    sex: p.sex ?? 'M',
    registeredAt: p.id,
    partnerIds: partners.get(String(p.id)) ?? [],
    hostId: p.isGuest && p.hostUserId !== null ? (pidOfUser.get(p.hostUserId) ?? null) : null,
  }));
}

const toEngine = (s: StoredFlight): Flight => ({
  id: String(s.row.id),
  day: s.row.day,
  teeTime: s.row.teeTime,
  startHole: s.row.startHole,
  ...(s.row.startGroup === 'A' || s.row.startGroup === 'B' ? { group: s.row.startGroup } : {}),
  players: s.playerIds.map(String),
  locked: s.row.locked,
});

/** `POST …/flights/auto` (organisers): the proposed arrangement; nothing is saved. */
export async function proposeFlights(db: Db, user: AuthUser, aid: number, input: AutoAssignFlights): Promise<FlightsAnswer> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  const day = input.day ?? row.days[0];
  if (!row.days.includes(day)) throw badRequest('errors.flightDayNotInEvent', { day, days: row.days.join(', ') });
  const registered = await registeredPlayers(db, aid);
  const registeredIds = new Set(registered.map((p) => p.id));
  const { holes } = await roundOf(db, row.courseIds);
  const locked = input.keepLocked
    ? (await storedFlights(db, aid))
        .filter((s) => s.row.locked)
        .map((s) => ({ ...s, playerIds: s.playerIds.filter((id) => registeredIds.has(id)) }))
    : [];
  let result: Flight[];
  try {
    result = assignFlights({
      players: toFlightPlayers(registered),
      strategy: input.strategy,
      size: input.size,
      start: input.start,
      firstTeeTime: input.firstTeeTime ?? row.teeOffTime,
      intervalMinutes: input.interval,
      holes: holes <= 9 ? 9 : 18,
      day,
      lockedFlights: locked.map(toEngine),
      rng: seededRng(input.seed ?? Date.now() % 2_147_483_647),
    });
  } catch (error) {
    if (error instanceof FlightError) throw badRequest(`errors.flightAssign.${error.code}`, error.params);
    throw error;
  }
  const lockedById = new Map(locked.map((s) => [String(s.row.id), s.row]));
  const list = result.map((f) => {
    const saved = f.id ? lockedById.get(f.id) : undefined;
    return {
      flight: saved ?? { id: null, day: f.day ?? day, teeTime: f.teeTime, startHole: f.startHole, startGroup: f.group ?? '', locked: false, markerPlayerId: null },
      playerIds: f.players.map(Number),
    };
  });
  return answer({ ...row, flightSize: input.size }, list, registered, holes, true);
}

/** Every problem as a field error in the caller's language: "Flight 3: …". */
function problemFields(problems: FlightProblem[], names: Map<string, string>, locale: Locale): FieldError[] {
  const field: Record<string, string> = {
    flightOverSize: 'players',
    playerInTwoFlights: 'players',
    unknownPlayer: 'players',
    teeTimeOutsideDay: 'day',
    invalidTeeTime: 'teeTime',
    startHoleOutOfRange: 'startHole',
    teeSlotTaken: 'teeTime',
    markerNotInFlight: 'markerPlayerId',
    markerGuest: 'markerPlayerId',
  };
  return problems.map((p) => {
    const params = {
      ...p.params,
      flight: p.flightIndex + 1,
      name: p.pid ? (names.get(p.pid) ?? p.pid) : '',
      other: typeof p.params.other === 'number' ? p.params.other + 1 : '',
    };
    return { path: `flights.${p.flightIndex}.${field[p.code] ?? 'players'}`, message: translate(locale, `flights.problem.${p.code}`, params) };
  });
}

/**
 * `PUT …/flights` (organisers): replaces the whole arrangement in one transaction, or changes nothing
 * and answers 400 with every problem. Flights sent with a known id keep it.
 */
export async function saveArrangement(deps: Deps, user: AuthUser, aid: number, input: Arrangement, locale: Locale): Promise<FlightsAnswer> {
  const { db } = deps;
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  if (FROZEN.includes(row.status)) throw conflict('errors.flightsFrozen');
  const { holes } = await roundOf(db, row.courseIds);
  const size = input.size ?? row.flightSize;
  // the event's row first, as every change of its players takes it (registrations.service removePlayer): the players
  // and flights are read after it, so a second save of the same arrangement (a double click) or a player leaving
  // meanwhile is seen, not a duplicate key or a player who is no longer there
  const { before, after, registered } = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: activities.status }).from(activities).where(eq(activities.id, aid)).for('update');
    if (!locked || FROZEN.includes(locked.status)) throw conflict('errors.flightsFrozen');
    const registered = await registeredPlayers(tx, aid);
    const engineFlights: Flight[] = input.flights.map((f) => ({
      day: f.day,
      teeTime: f.teeTime,
      startHole: f.startHole,
      ...(f.startGroup ? { group: f.startGroup } : {}),
      players: f.players,
    }));
    const problems = validateArrangement({
      flights: engineFlights,
      players: registered.map((p) => String(p.id)),
      size,
      eventDays: row.days,
      holes,
    });
    const guests = new Set(registered.filter((p) => p.userId === null).map((p) => String(p.id)));
    input.flights.forEach((f, i) => {
      if (f.markerPlayerId && !f.players.includes(f.markerPlayerId)) {
        problems.push({ code: 'markerNotInFlight' as FlightProblem['code'], key: 'flights.problem.markerNotInFlight', flightIndex: i, pid: f.markerPlayerId, params: {} });
      } else if (f.markerPlayerId && guests.has(f.markerPlayerId)) {
        // a guest has no account to sign in and enter scores with: the flight would have nobody to score it
        problems.push({ code: 'markerGuest' as FlightProblem['code'], key: 'flights.problem.markerGuest', flightIndex: i, pid: f.markerPlayerId, params: {} });
      }
    });
    if (problems.length > 0) {
      const names = new Map(registered.map((p) => [String(p.id), p.name]));
      const fields = problemFields(problems.sort((a, b) => a.flightIndex - b.flightIndex), names, locale);
      throw new AppError(400, ErrorCode.validation, 'errors.flightsInvalid', { count: fields.length, first: fields[0].message }, fields);
    }
    const before = await storedFlights(tx, aid);
    const knownIds = new Set(before.map((s) => s.row.id));
    // an id is kept once: a copy of a flight sent twice becomes a new flight
    const keep = input.flights.map((f) => (f.id && knownIds.delete(Number(f.id)) ? Number(f.id) : null));
    const kept = keep.filter((id): id is number => id !== null);
    if (before.length > 0) {
      await tx.delete(flightPlayers).where(inArray(flightPlayers.flightId, before.map((s) => s.row.id)));
      await tx
        .delete(flights)
        .where(kept.length > 0 ? and(eq(flights.activityId, aid), notInArray(flights.id, kept)) : eq(flights.activityId, aid));
    }
    const links: (typeof flightPlayers.$inferInsert)[] = [];
    for (const [position, f] of input.flights.entries()) {
      const values = {
        activityId: aid,
        day: f.day,
        teeTime: f.teeTime,
        startHole: f.startHole,
        startGroup: f.startGroup,
        position,
        locked: f.locked,
        markerPlayerId: f.markerPlayerId ? Number(f.markerPlayerId) : null,
      };
      let flightId = keep[position];
      if (flightId !== null) await tx.update(flights).set(values).where(eq(flights.id, flightId));
      else [{ id: flightId }] = await tx.insert(flights).values(values).returning({ id: flights.id });
      f.players.forEach((pid, i) => links.push({ flightId: flightId as number, playerId: Number(pid), position: i }));
    }
    if (links.length > 0) await tx.insert(flightPlayers).values(links);
    if (input.size !== undefined) await tx.update(activities).set({ flightSize: input.size }).where(eq(activities.id, aid));
    return { before, after: await storedFlights(tx, aid), registered };
  });
  if (row.flightsPublishedAt) await notifyArrangementChanges(deps, row, seatsOf(before, registered), seatsOf(after, registered));
  return answer({ ...row, flightSize: size }, savedList(after), registered, holes, true);
}

/** `POST …/flights/publish` (organisers): every assigned member gets their tee time, starting hole and partners. */
export async function publishFlights(deps: Deps, user: AuthUser, aid: number): Promise<FlightsAnswer> {
  const { db } = deps;
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  if (FROZEN.includes(row.status)) throw conflict('errors.flightsFrozen');
  const stored = await storedFlights(db, aid);
  if (!stored.some((s) => s.playerIds.length > 0)) throw conflict('errors.flightsNothingToPublish');
  const now = new Date();
  await db.update(activities).set({ flightsPublishedAt: now }).where(eq(activities.id, aid));
  const registered = await registeredPlayers(db, aid);
  await notifyPublished(deps, row, seatsOf(stored, registered));
  const { holes } = await roundOf(db, row.courseIds);
  return answer({ ...row, flightsPublishedAt: now }, savedList(stored), registered, holes, true);
}

/** `GET …/flights/mine`: my flight once published, else null. */
export async function myFlight(db: Db, user: AuthUser, aid: number): Promise<MyFlight> {
  const row = await loadActivity(db, aid);
  await requireView(db, user, row);
  if (!row.flightsPublishedAt) return null;
  const [mine] = await db
    .select({ flightId: flightPlayers.flightId, playerId: players.id })
    .from(players)
    .innerJoin(flightPlayers, eq(flightPlayers.playerId, players.id))
    .where(and(eq(players.activityId, aid), eq(players.userId, user.id)))
    .limit(1);
  if (!mine) return null;
  const stored = (await storedFlights(db, aid)).find((s) => s.row.id === mine.flightId);
  if (!stored) return null;
  const registered = await registeredPlayers(db, aid);
  const byId = new Map(registered.map((p) => [p.id, p]));
  const partners = stored.playerIds.flatMap((id) => (id === mine.playerId ? [] : (byId.get(id) ?? [])));
  const view = presentFlight(stored.row, [], byId);
  return {
    flightId: String(stored.row.id),
    day: view.day,
    teeTime: view.teeTime,
    startHole: view.startHole,
    startGroup: view.startGroup,
    pid: String(mine.playerId),
    markerPlayerId: view.markerPlayerId,
    partners: partners.map((p) => presentFlightPlayer(p, { organiser: false })),
    publishedAt: row.flightsPublishedAt.toISOString(),
  };
}
