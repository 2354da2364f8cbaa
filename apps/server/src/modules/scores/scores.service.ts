import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { PlayerScorecard, ScoreConflict, ScorecardInput, ScorecardsAnswer, ScorecardsQuery } from '@golf/shared/schemas/score';
import type { Hole } from '@golf/shared/schemas/golf';
import { playerHandicapTenths } from '@golf/shared/golf/player-handicap';
import { strokesReceived } from '@golf/shared/golf/strokes-received';
import { roundTenthsToInt } from '@golf/shared/golf/tenths';
import type { CourseTee } from '../../db/schema/courses';
import type { Db } from '../../db/client';
import { activities, flightPlayers, flights, players, scoreLog, scores, users } from '../../db/schema';
import { conflict, forbidden, notFound, withData } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireView, type ActivityHead, type Viewer } from '../activities/activities.access';
import { parseSystem, writeThenRecompute } from '../results/results.service';
import { activityHoles, activityRound, scoresOf, scoringPlayers, teesBySex, toPlayerInput, type ScoreRow, type ScoringPlayerRow } from '../results/scoring-input';

export type ScoreSource = 'organiser' | 'marker' | 'upload';

interface FlightSeat {
  playerId: number;
  flightId: number;
  /** the flight's place in the arrangement (0 first): its number on the board and the sheets is one more */
  flightPosition: number;
  /** the place in the flight's playing order */
  position: number;
  markerPlayerId: number | null;
}

/** Each player's flight and that flight's marker, for the event's players. */
async function seatsOf(db: Db, activityId: number): Promise<Map<number, FlightSeat>> {
  const rows = await db
    .select({ playerId: flightPlayers.playerId, flightId: flights.id, flightPosition: flights.position, position: flightPlayers.position, markerPlayerId: flights.markerPlayerId })
    .from(flightPlayers)
    .innerJoin(flights, eq(flights.id, flightPlayers.flightId))
    .where(eq(flights.activityId, activityId));
  return new Map(rows.map((r) => [r.playerId, r]));
}

/**
 * The pids a caller may enter scores for: organisers (and admins) every player; otherwise, while the
 * event is being played, the players of the caller's flight when the caller is its marker, or —
 * when the flight has no marker — when the caller plays in it.
 */
function editablePids(activity: ActivityHead, viewer: Viewer, user: AuthUser, rows: ScoringPlayerRow[], seats: Map<number, FlightSeat>): Set<number> {
  if (viewer.canManage) return new Set(rows.map((r) => r.id));
  if (activity.status !== 'playing') return new Set();
  const userOf = new Map(rows.map((r) => [r.id, r.userId]));
  const myFlights = new Set<number>();
  for (const seat of seats.values()) {
    const recorder = seat.markerPlayerId === null ? userOf.get(seat.playerId) : userOf.get(seat.markerPlayerId);
    if (recorder === user.id) myFlights.add(seat.flightId);
  }
  return new Set(rows.filter((r) => myFlights.has(seats.get(r.id)?.flightId ?? -1)).map((r) => r.id));
}

function presentCard(p: ScoringPlayerRow, saved: readonly ScoreRow[], seat: FlightSeat | undefined, received?: number[]): PlayerScorecard {
  return {
    pid: String(p.id),
    name: p.name,
    sex: p.sex ?? 'M',
    division: p.division || null,
    flightId: seat ? String(seat.flightId) : null,
    flightNumber: seat ? seat.flightPosition + 1 : null,
    position: seat ? seat.position : null,
    status: p.scoreStatus,
    holes: saved.map((s) => ({ number: s.hole, strokes: s.strokes, putts: s.putts, version: s.version })),
    ...(received ? { received } : {}),
  };
}

/**
 * Each player's strokes received per hole (in the order of `holes`) when the event ranks by Stableford points and the
 * handicap is known before the round (fixed, WHS, Stableford: not Peoria or Callaway, which come from the card), as the
 * results compute them: the entry page shows a hole's points and enters a hole picked up as net double bogey.
 */
function receivedByPlayer(activity: ActivityHead, holes: readonly Hole[], tees: CourseTee[][], rows: readonly ScoringPlayerRow[]): Map<number, number[]> {
  const system = parseSystem(activity.handicapSystem, activity.hiddenHoles, holes.length);
  const rankBy = system.rankBy ?? (system.type === 'stableford' ? 'points' : 'net');
  if (rankBy !== 'points' || !['fixed', 'whs', 'stableford'].includes(system.type)) return new Map();
  const ctx = { holes, system, peoria: null, hiddenHoles: null };
  const teeOf = teesBySex(tees, system);
  const answer = new Map<number, number[]>();
  for (const row of rows) {
    const tenths = playerHandicapTenths({ ...toPlayerInput(row), tee: teeOf[row.sex ?? 'M'] }, [], ctx);
    if (tenths === null) continue;
    const received = strokesReceived(roundTenthsToInt(tenths), holes);
    answer.set(
      row.id,
      holes.map((h) => received.get(h.number) ?? 0),
    );
  }
  return answer;
}

function groupScores(saved: readonly ScoreRow[]): Map<number, ScoreRow[]> {
  const map = new Map<number, ScoreRow[]>();
  for (const s of saved) map.set(s.playerId, [...(map.get(s.playerId) ?? []), s]);
  return map;
}

/** `GET /api/activities/:aid/scorecards`: the course holes and every player's saved holes with versions. */
export async function getScorecards(db: Db, user: AuthUser, aid: number, query: ScorecardsQuery = {}): Promise<ScorecardsAnswer> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  const [{ holes, tees }, rows, seats] = await Promise.all([activityRound(db, activity), scoringPlayers(db, aid), seatsOf(db, aid)]);
  const editable = editablePids(activity, viewer, user, rows, seats);
  const shown = rows.filter((r) => (query.only !== 'editable' || editable.has(r.id)) && (query.pid === undefined || String(r.id) === query.pid));
  const received = receivedByPlayer(activity, holes, tees, shown);
  const byPlayer = groupScores(
    await scoresOf(
      db,
      shown.map((r) => r.id),
    ),
  );
  return {
    holes,
    players: shown.map((p) => presentCard(p, byPlayer.get(p.id) ?? [], seats.get(p.id), received.get(p.id))),
    editable: [...editable].map(String),
  };
}

/** 400 with a field per hole number the course does not have. */
function checkHoleNumbers(holes: readonly Hole[], input: ScorecardInput): void {
  const known = new Set(holes.map((h) => h.number));
  const issues = input.holes.flatMap((h, i) =>
    known.has(h.number) ? [] : [{ code: 'custom' as const, path: ['holes', i, 'number'], message: 'validation.score.hole', input: h.number }],
  );
  if (issues.length) throw new ZodError(issues);
}

/** Scores may be entered once play has begun; organisers may also correct closed and finished events. */
function requireScoringOpen(activity: ActivityHead, viewer: Viewer): void {
  const open = viewer.canManage ? ['closed', 'playing', 'finished'] : ['playing'];
  if (!open.includes(activity.status)) {
    throw conflict(viewer.canManage ? 'errors.scoresNotOpen' : activity.status === 'finished' ? 'errors.scoresFinished' : 'errors.scoresNotPlaying', { status: activity.status });
  }
}

class StaleVersion extends Error {}

/**
 * A hole's changes as logged (entries, corrections, clears). A hole entered again after a clear takes this count + 1 as
 * its version instead of starting at 1 again, and a cleared hole's version is the count: a phone that saw the hole
 * before the clear still meets a conflict, never a silent overwrite.
 */
export const loggedChanges = (pid: number, hole: number) =>
  sql<number>`(select count(*)::int from ${scoreLog} where ${scoreLog.playerId} = ${pid} and ${scoreLog.hole} = ${hole})`;

/** The version of a hole that is not on the card: 0 when never entered, else the count of its logged changes. */
async function clearedVersion(db: Db, pid: number, hole: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scoreLog).where(and(eq(scoreLog.playerId, pid), eq(scoreLog.hole, hole)));
  return row?.n ?? 0;
}

/**
 * `PUT /api/activities/:aid/scorecards/:pid`. Organisers always (their correction wins over any
 * version, logged as `organiser`); markers (or, without a marker, the flight's players) only for
 * their flight while the event is `playing`, and only from the version they last saw: a hole
 * someone else changed meanwhile answers 409 with its current value and nothing of the card is
 * saved. Each change is logged; results are recomputed and published live.
 */
export async function saveScorecard(db: Db, user: AuthUser, aid: number, pid: number, input: ScorecardInput): Promise<PlayerScorecard> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  const [player] = await db.select().from(players).where(and(eq(players.id, pid), eq(players.activityId, aid)));
  if (!player || player.status !== 'registered') throw notFound('errors.playerNotFound');
  const rows = await scoringPlayers(db, aid);
  const seats = await seatsOf(db, aid);
  if (!viewer.canManage) {
    requireScoringOpen(activity, viewer);
    if (!editablePids(activity, viewer, user, rows, seats).has(pid)) throw forbidden('errors.scoresNotYourFlight');
  } else requireScoringOpen(activity, viewer);
  const holes = await activityHoles(db, activity);
  checkHoleNumbers(holes, input);
  const source: ScoreSource = viewer.canManage ? 'organiser' : 'marker';
  // the organiser's grid corrects over what changed meanwhile; the hole-by-hole page (anyone's) checks versions
  const overrides = source === 'organiser' && !input.checkVersions;

  try {
    // the holes and the results they make commit together: a card the rules cannot count is not saved (422)
    await writeThenRecompute(db, aid, async (tx) => {
      // the status again, under the event's lock: a marker's save that met the finish (or a cancellation) on its way is
      // refused, not saved into a finished event
      const [now] = await tx.select({ status: activities.status }).from(activities).where(eq(activities.id, aid));
      requireScoringOpen({ ...activity, status: now.status }, viewer);
      // an event whose scores were uploaded as round totals ranks totals only: a hole saved beside them would drop
      // every other player's total from the results (a sheet of every player's holes replaces them, scores.upload.ts)
      const [total] = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.activityId, aid), isNotNull(players.grossTotal)))
        .limit(1);
      if (total) throw conflict('errors.scoresTotalsOnly');
      const current = await tx
        .select()
        .from(scores)
        .where(
          and(
            eq(scores.playerId, pid),
            inArray(
              scores.hole,
              input.holes.map((h) => h.number),
            ),
          ),
        )
        .for('update');
      const byHole = new Map(current.map((s) => [s.hole, s]));
      let changed = false;
      for (const h of input.holes) {
        const putts = h.putts ?? null;
        const before = byHole.get(h.number);
        const seen = h.version ?? 0;
        if (h.strokes === null) {
          // a hole entered by mistake is cleared: off the card, the clearing logged
          if (!before) continue;
          if (!overrides && before.version !== seen) throw new StaleVersion();
          await tx.delete(scores).where(and(eq(scores.playerId, pid), eq(scores.hole, h.number)));
          await logChange(tx, aid, pid, h.number, before, null, source, user.id);
          changed = true;
          continue;
        }
        const strokes = h.strokes;
        if (before && before.strokes === strokes && before.putts === putts) continue;
        // the version the marker saw must still be the hole's; a hole not on the card may be entered by someone who saw it
        // empty (0) or saw it cleared (its cleared version)
        if (!overrides) {
          if (before && before.version !== seen) throw new StaleVersion();
          if (!before && seen !== 0 && (await clearedVersion(tx, pid, h.number)) !== seen) throw new StaleVersion();
        }
        const now = new Date();
        if (before) {
          const updated = await tx
            .update(scores)
            .set({ strokes, putts, version: sql`${scores.version} + 1`, updatedBy: user.id, updatedAt: now })
            .where(and(eq(scores.playerId, pid), eq(scores.hole, h.number), eq(scores.version, before.version)))
            .returning({ hole: scores.hole });
          if (updated.length === 0) throw new StaleVersion();
        } else {
          const inserted = await tx
            .insert(scores)
            .values({ playerId: pid, hole: h.number, strokes, putts, version: sql`${loggedChanges(pid, h.number)} + 1`, updatedBy: user.id, updatedAt: now })
            .onConflictDoNothing()
            .returning({ hole: scores.hole });
          if (inserted.length === 0) {
            // someone saved this hole first: the organiser's grid overwrites it, anyone else sees the conflict
            if (!overrides) throw new StaleVersion();
            const [other] = await tx.select().from(scores).where(and(eq(scores.playerId, pid), eq(scores.hole, h.number))).for('update');
            await tx
              .update(scores)
              .set({ strokes, putts, version: sql`${scores.version} + 1`, updatedBy: user.id, updatedAt: now })
              .where(and(eq(scores.playerId, pid), eq(scores.hole, h.number)));
            await logChange(tx, aid, pid, h.number, other ?? null, { strokes, putts }, source, user.id);
            changed = true;
            continue;
          }
        }
        await logChange(tx, aid, pid, h.number, before ?? null, { strokes, putts }, source, user.id);
        changed = true;
      }
      // an uploaded round's putts total gives way to the holes' putts once every hole on the card has them (one hole's
      // putts typed after the upload replaced the round's total)
      if (changed && input.holes.some((h) => h.putts !== undefined && h.putts !== null)) {
        const [gap] = await tx.select({ hole: scores.hole }).from(scores).where(and(eq(scores.playerId, pid), isNull(scores.putts))).limit(1);
        if (!gap) await tx.update(players).set({ totalPutts: null }).where(eq(players.id, pid));
      }
      return changed;
    }, { pid: String(pid), recompute: (changed) => changed });
  } catch (err) {
    if (err instanceof StaleVersion) throw withData(conflict('errors.scoreConflict'), await conflictData(db, aid, pid, input));
    throw err;
  }
  const saved = await scoresOf(db, [pid]);
  return presentCard(player, saved, seats.get(pid));
}

async function conflictData(db: Db, aid: number, pid: number, input: ScorecardInput): Promise<ScoreConflict> {
  const rows = await db
    .select()
    .from(scores)
    .where(
      and(
        eq(scores.playerId, pid),
        inArray(
          scores.hole,
          input.holes.map((h) => h.number),
        ),
      ),
    );
  const sent = new Map(input.holes.map((h) => [h.number, h.version ?? 0]));
  const present = new Set(rows.map((r) => r.hole));
  // holes the caller saw saved that someone cleared since: their cleared version, and when and by whom
  const clearedHoles = input.holes.filter((h) => (h.version ?? 0) > 0 && !present.has(h.number)).map((h) => h.number);
  const clearings = clearedHoles.length
    ? await db
        .selectDistinctOn([scoreLog.hole], {
          hole: scoreLog.hole,
          userId: scoreLog.userId,
          at: scoreLog.createdAt,
          version: sql<number>`count(*) over (partition by ${scoreLog.hole})::int`,
        })
        .from(scoreLog)
        .where(and(eq(scoreLog.activityId, aid), eq(scoreLog.playerId, pid), inArray(scoreLog.hole, clearedHoles)))
        .orderBy(scoreLog.hole, desc(scoreLog.id))
    : [];
  // who saved or cleared each hole, by the name people know them by (a marker can tell an organiser's correction from
  // their own earlier save)
  const userIds = [...new Set([...rows.map((r) => r.updatedBy), ...clearings.map((c) => c.userId)].filter((id): id is number => id !== null))];
  const nicknames = new Map(
    userIds.length ? (await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, userIds))).map((u) => [u.id, u.nickname]) : [],
  );
  const nameOf = (id: number | null) => (id === null ? null : (nicknames.get(id) ?? null));
  return {
    pid: String(pid),
    holes: [
      ...rows
        .filter((r) => r.version !== sent.get(r.hole))
        .map((r) => ({
          number: r.hole,
          strokes: r.strokes,
          putts: r.putts,
          version: r.version,
          updatedBy: nameOf(r.updatedBy),
          updatedAt: r.updatedAt.toISOString(),
        })),
      ...clearings
        .filter((c) => Number(c.version) !== sent.get(c.hole))
        .map((c) => ({
          number: c.hole,
          strokes: null,
          putts: null,
          version: Number(c.version),
          updatedBy: nameOf(c.userId),
          updatedAt: c.at.toISOString(),
        })),
    ].sort((a, b) => a.number - b.number),
  };
}

/** One change of a hole as the score log keeps it (logChange stores one; the upload stores a sheet's at once). */
export function logRow(
  activityId: number,
  playerId: number,
  hole: number,
  before: { strokes: number; putts: number | null } | null,
  /** null: the hole was cleared */
  after: { strokes: number; putts: number | null } | null,
  source: ScoreSource,
  userId: number,
): typeof scoreLog.$inferInsert {
  return {
    activityId,
    playerId,
    hole,
    oldStrokes: before?.strokes ?? null,
    newStrokes: after?.strokes ?? null,
    oldPutts: before?.putts ?? null,
    newPutts: after?.putts ?? null,
    source,
    userId,
  };
}

export async function logChange(db: Db, ...change: Parameters<typeof logRow>): Promise<void> {
  await db.insert(scoreLog).values(logRow(...change));
}
