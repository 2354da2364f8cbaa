import { eq } from 'drizzle-orm';
import { computeResults } from '@golf/shared/golf/compute-results';
import { GolfRuleError } from '@golf/shared/golf/errors';
import { resolvePeoriaParams } from '@golf/shared/golf/handicap-peoria';
import type { ResultRow } from '@golf/shared/golf/types';
import type { TeamResult } from '@golf/shared/golf/teams';
import { HandicapSystemSchema, type HandicapSystem } from '@golf/shared/schemas/golf';
import type { Db, Tx } from '../../db/client';
import { activities, voteTickets } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import type { RecomputeAnswer, ResultsAnswer } from '@golf/shared/schemas/score';
import type { AuthUser } from '../../plugins/context';
import { checkView, loadActivity, loadActivityAs, requireManage, type ActivityHead } from '../activities/activities.access';
import { grossOnlyResults } from './gross-only';
import { publishLive } from './live';
import { presentRecompute, presentResults, revealsHidden } from './results.presenter';
import { activityHoles, activityRound, scoresOf, scoringPlayers, teesBySex, toCards, toPlayerInput } from './scoring-input';

/** The stored results of an event (`activities.results`): what results, awards and the vote settle from. */
export interface ResultsSnapshot {
  list: ResultRow[];
  teams: TeamResult[];
  /** the hidden holes used (Peoria family); the answer reveals them only after play */
  hiddenHoles: number[] | null;
  computedAt: string;
  /** `activities.results_version` after this computation */
  version: number;
}

/**
 * A step that runs after every recomputation, inside its transaction (`db` is the transaction):
 * prizes (issue 7) and the vote settlement (issue 8) register here, so they follow every
 * score change without this module importing them. Throwing rolls the recomputation back.
 */
export type ResultsHook = (db: Db, activityId: number, results: ResultsSnapshot) => Promise<void>;

const hooks: ResultsHook[] = [];

/** Registers a post-recompute step (module load time); answers a function that removes it again. */
export function onResultsComputed(hook: ResultsHook): () => void {
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

/** A transaction of `Db` (what `db.transaction` gives its callback). */

/** What a recomputation changed, compared with the previous snapshot. */
export interface RecomputeOutcome {
  results: ResultsSnapshot;
  /** pids whose rank changed (a new player counts as changed) */
  rankChanged: string[];
  /** rows whose rank, handicap, net, gross or status changed */
  changed: number;
}

/** An event's stored handicap system as the engine takes it, with its stored hidden holes where they still fit. */
export function parseSystem(raw: Record<string, unknown>, stored: number[] | null, holeCount: number): HandicapSystem {
  const parsed = HandicapSystemSchema.safeParse(raw);
  const system: HandicapSystem = parsed.success ? parsed.data : HandicapSystemSchema.parse({ type: 'peoria' });
  // hidden holes are fixed once: an organiser's list as given, else the first draw, stored — drawn
  // again only when the rules or the course changed so that the stored draw no longer fits
  if (system.type !== 'peoria' || system.hiddenHoles || !stored?.length) return system;
  const fits = stored.length === resolvePeoriaParams(system, holeCount).hiddenCount && stored.every((n) => n <= holeCount);
  return fits ? { ...system, hiddenHoles: stored } : system;
}

function diff(before: ResultRow[] | undefined, after: ResultRow[]): { rankChanged: string[]; changed: number } {
  const old = new Map((before ?? []).map((r) => [r.pid, r]));
  const rankChanged: string[] = [];
  let changed = 0;
  for (const row of after) {
    const prev = old.get(row.pid);
    if (!prev || prev.rank !== row.rank) rankChanged.push(row.pid);
    if (
      !prev ||
      prev.rank !== row.rank ||
      prev.handicap !== row.handicap ||
      prev.net !== row.net ||
      prev.gross !== row.gross ||
      prev.status !== row.status ||
      prev.points !== row.points
    )
      changed++;
  }
  return { rankChanged, changed: changed + [...old.keys()].filter((pid) => !after.some((r) => r.pid === pid)).length };
}

/**
 * Computes the event's results from its players and saved scores and stores the snapshot (with the
 * hidden holes, drawn on the first computation and kept), then runs the registered hooks — all in
 * one transaction that locks the activity row, so concurrent recomputations queue and the last
 * one stored saw every committed score. Publishes a live event afterwards.
 * 422 when the event has no course or its handicap rules do not fit the course.
 */
export async function recomputeResults(db: Db, activityId: number, options: { pid?: string | null } = {}): Promise<RecomputeOutcome> {
  const outcome = await db.transaction((tx) => recomputeWithin(tx, activityId));
  publishLive(activityId, { version: outcome.results.version, pid: options.pid ?? null });
  return outcome;
}

/**
 * A change of scores or players and the results it makes, in one transaction: `write` runs with the event's row locked
 * (so saves and recomputations of one event queue in one order), then the results are recomputed when `recompute` says
 * so from what `write` answered and whether results were computed before. Either both commit or neither does: a score
 * the rules cannot count (422) is not saved, as the answer says. Publishes the new results once committed.
 */
export async function writeThenRecompute<T>(
  db: Db,
  activityId: number,
  write: (tx: Tx) => Promise<T>,
  options: { pid?: string | null; recompute: (written: T, computedBefore: boolean) => boolean },
): Promise<T> {
  const { written, outcome } = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ at: activities.resultsComputedAt }).from(activities).where(eq(activities.id, activityId)).for('update');
    if (!locked) throw notFound('errors.activityNotFound');
    const written = await write(tx);
    return { written, outcome: options.recompute(written, locked.at !== null) ? await recomputeWithin(tx, activityId) : null };
  });
  if (outcome) publishLive(activityId, { version: outcome.results.version, pid: options.pid ?? null });
  return written;
}

/** recomputeResults' work inside the caller's transaction; the caller publishes once it has committed. */
async function recomputeWithin(tx: Db, activityId: number): Promise<RecomputeOutcome> {
  const [activity] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
  if (!activity) throw notFound('errors.activityNotFound');
  const { holes, tees } = await activityRound(tx, activity);
  if (holes.length === 0) throw unprocessable('errors.resultsNoCourse');
  const rows = await scoringPlayers(tx, activityId);
  const saved = await scoresOf(
    tx,
    rows.map((r) => r.id),
  );
  const system = parseSystem(activity.handicapSystem, activity.hiddenHoles, holes.length);
  // WHS and Stableford: each player plays the tee chosen for their sex, else the course's tee rated for it
  const teeOf = teesBySex(tees, system);
  let computed: { list: ResultRow[]; teams: TeamResult[]; hiddenHoles: number[] | null };
  // an event that recorded only totals (gross-only upload) has no hole scores at all
  if (saved.length === 0 && rows.some((r) => r.grossTotal !== null)) {
    computed = { list: grossOnlyResults(holes, rows, system, teeOf), teams: [], hiddenHoles: null };
  } else {
    try {
      computed = computeResults({
        holes,
        players: rows.map((r) => ({ ...toPlayerInput(r), tee: teeOf[r.sex ?? 'M'] })),
        cards: toCards(rows, saved, holes.length),
        handicapSystem: system,
        team: activity.team.enabled ? { size: activity.team.size, mode: activity.team.mode } : undefined,
      });
    } catch (err) {
      if (err instanceof GolfRuleError) throw unprocessable('errors.resultsRulesInvalid', { rule: err.code });
      throw err;
    }
  }
  // a total from an upload stands in until every hole played has its putts: putts typed for one hole after an upload
  // with a round's total made that hole's putts the total
  const totalPutts = new Map(rows.map((r) => [String(r.id), r.totalPutts]));
  const puttsMissing = new Set(saved.filter((h) => h.strokes !== null && h.putts === null).map((h) => String(h.playerId)));
  const list = computed.list.map((row) => {
    const total = totalPutts.get(row.pid);
    return (row.putts === null || puttsMissing.has(row.pid)) && total !== null && total !== undefined ? { ...row, putts: total } : row;
  });
  const now = new Date();
  const version = activity.resultsVersion + 1;
  const results: ResultsSnapshot = { list, teams: computed.teams, hiddenHoles: computed.hiddenHoles, computedAt: now.toISOString(), version };
  const before = activity.results as unknown as ResultsSnapshot | null;
  await tx
    .update(activities)
    .set({
      results: results as unknown as Record<string, unknown>,
      resultsComputedAt: now,
      resultsVersion: version,
      ...(computed.hiddenHoles && computed.hiddenHoles.join() !== activity.hiddenHoles?.join() ? { hiddenHoles: computed.hiddenHoles } : {}),
    })
    .where(eq(activities.id, activityId));
  for (const hook of hooks) await hook(tx, activityId, results);
  return { results, ...diff(before?.list, list) };
}

/** The stored snapshot, computed first when there is none (or it predates the stored format). */
export async function getResults(db: Db, activityId: number): Promise<ResultsSnapshot> {
  const [row] = await db
    .select({ results: activities.results })
    .from(activities)
    .where(eq(activities.id, activityId))
    .limit(1);
  if (!row) throw notFound('errors.activityNotFound');
  const stored = row.results as unknown as ResultsSnapshot | null;
  if (stored && Array.isArray(stored.list)) return stored;
  return (await recomputeResults(db, activityId)).results;
}

/** Recomputes only when results were computed before (after player changes that affect ranking). */
export async function recomputeIfComputed(db: Db, activityId: number, options: { orVoted?: boolean } = {}): Promise<void> {
  const [row] = await db
    .select({ at: activities.resultsComputedAt })
    .from(activities)
    .where(eq(activities.id, activityId))
    .limit(1);
  // `orVoted`: also when members hold vote tickets on it, so that the vote settles (a finished event without a single
  // score did not, until someone opened its results)
  const voted = !row?.at && options.orVoted && (await db.select({ id: voteTickets.id }).from(voteTickets).where(eq(voteTickets.activityId, activityId)).limit(1)).length > 0;
  if (row?.at || voted) await recomputeResults(db, activityId);
}


/**
 * Snapshots read before, per database, by event, version and computation time. A stored snapshot never changes: a
 * recomputation stores a new one with the next version (recomputeResults is the only writer). So the results answer,
 * which members poll all through play, reads the event without its snapshot (for 144 players ~30 KB of JSON that the
 * database turns into text and the server parses again, on every request) and takes the snapshot from here when it
 * has not changed. A few events at a time: the ones being played.
 */
const SNAPSHOTS_KEPT = 16;
const snapshotsRead = new WeakMap<Db, Map<string, ResultsSnapshot>>();
const snapshotKey = (aid: number, version: number, computedAt: string) => `${aid}:${version}:${computedAt}`;

async function storedSnapshot(db: Db, activity: Pick<ActivityHead, 'id' | 'courseIds' | 'resultsVersion' | 'resultsComputedAt'>): Promise<ResultsSnapshot | null> {
  // nothing computed yet: no results before the event has a course, else the first computation
  if (!activity.resultsComputedAt) return (await activityHoles(db, activity)).length ? getResults(db, activity.id) : null;
  let kept = snapshotsRead.get(db);
  if (!kept) snapshotsRead.set(db, (kept = new Map()));
  const known = kept.get(snapshotKey(activity.id, activity.resultsVersion, activity.resultsComputedAt.toISOString()));
  if (known) return known;
  const snapshot = await getResults(db, activity.id);
  // under its own key: a recomputation may have stored a newer one since the event was read
  kept.set(snapshotKey(activity.id, snapshot.version, snapshot.computedAt), snapshot);
  if (kept.size > SNAPSHOTS_KEPT) kept.delete(kept.keys().next().value!);
  return snapshot;
}

/** The results answer and the stored snapshot it was made from (null before any computation). */
export interface ResultsRead {
  answer: ResultsAnswer;
  /** the same object for as long as the stored snapshot has not changed (kept by storedSnapshot) */
  snapshot: ResultsSnapshot | null;
}

/**
 * `GET /api/activities/:aid/results` for whoever may see the event. Before any score exists the
 * answer lists nobody (`computedAt` null) rather than computing on every poll.
 */
export async function resultsFor(db: Db, user: AuthUser, aid: number, asMembers = false): Promise<ResultsRead> {
  const { row: activity, viewer: role } = await loadActivityAs(db, user, aid);
  const viewer = checkView(user, activity, role);
  const snapshot = await storedSnapshot(db, activity);
  return { answer: presentResults(snapshot, activity.status, revealsHidden(activity.status, viewer.canManage && !asMembers)), snapshot };
}

/** `POST /api/activities/:aid/results/recompute` (organisers): re-runs everything and says what changed. */
export async function recomputeFor(db: Db, user: AuthUser, aid: number): Promise<RecomputeAnswer> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  const outcome = await recomputeResults(db, aid);
  return presentRecompute(presentResults(outcome.results, activity.status, true), outcome.rankChanged, outcome.changed);
}
