import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { applyAwardOverrides, type AwardOverride, type EffectiveAwardWinner } from '@golf/shared/golf/award-overrides';
import { computeAwards, type ComputeAwardsInput } from '@golf/shared/golf/prizes';
import { seededRng } from '@golf/shared/golf/rng';
import type { AwardHoleScore, AwardWinner } from '@golf/shared/golf/prize-types';
import type { Locale } from '@golf/shared/locales';
import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import { DEFAULT_PRIZE_SETTINGS, type AwardLine, type AwardsAnswer, type PrizeSettings } from '@golf/shared/schemas/prize';
import type { Db } from '../../db/client';
import { activities, awardOverrides, awardSnapshots, courses, messages, players, prizeSettings, scores, users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { activityHeadColumns, loadActivity, requireManage, requireView, type ActivityHead, type ActivityRow } from '../activities/activities.access';
import { notifyEach, type Notice } from '../messages/messages.service';
import { revealsHidden } from '../results/results.presenter';
import { onResultsComputed, recomputeIfComputed } from '../results/results.service';
import { snapshotRows } from '../results/snapshot-rows';
import { prizeRows, ruleRows } from './prizes.service';

/**
 * Per player, holes with strokes and par (for birdies, eagles, aces): one query for the scores, one for the courses. A
 * player marked "no card" has none, whatever was entered (as in the results: scoring-input.ts `toCards`).
 */
async function holeScoresOf(db: Db, activity: ActivityHead): Promise<Record<string, AwardHoleScore[]>> {
  const rows = await db
    .select({ pid: scores.playerId, hole: scores.hole, strokes: scores.strokes })
    .from(scores)
    .innerJoin(players, eq(players.id, scores.playerId))
    .where(and(eq(players.activityId, activity.id), ne(players.scoreStatus, 'noCard')));
  if (rows.length === 0) return {};
  const layouts = activity.courseIds.length
    ? await db.select({ id: courses.id, holes: courses.holes }).from(courses).where(inArray(courses.id, activity.courseIds))
    : [];
  const par = new Map<number, number>();
  let offset = 0;
  for (const id of activity.courseIds) {
    const layout = layouts.find((c) => c.id === id);
    if (!layout || offset >= 18) continue;
    for (const h of layout.holes) par.set(h.number + offset, h.par);
    offset += layout.holes.length;
  }
  const out: Record<string, AwardHoleScore[]> = {};
  for (const r of rows) {
    (out[String(r.pid)] ??= []).push({ number: r.hole, strokes: r.strokes, par: par.get(r.hole) ?? 4 });
  }
  return out;
}

/** The event's prize settings (the defaults while none were saved). */
export async function prizeSettingsOf(db: Db, aid: number): Promise<PrizeSettings> {
  const [row] = await db.select().from(prizeSettings).where(eq(prizeSettings.activityId, aid));
  return row ? { oneMainPrizePerPlayer: row.oneMainPrizePerPlayer, priority: row.priority } : { ...DEFAULT_PRIZE_SETTINGS };
}

/** The organisers' overrides of the event's award lines, with the chosen player's name (one join). */
async function overridesOf(db: Db, aid: number): Promise<AwardOverride[]> {
  const rows = await db
    .select({ id: awardOverrides.id, ruleId: awardOverrides.ruleId, slot: awardOverrides.slot, pid: awardOverrides.playerId, replaced: awardOverrides.replacedPlayerId, name: players.name })
    .from(awardOverrides)
    .leftJoin(players, eq(players.id, awardOverrides.playerId))
    .where(eq(awardOverrides.activityId, aid));
  return rows.map((r) => ({
    id: String(r.id),
    ruleId: String(r.ruleId),
    slot: r.slot,
    pid: r.pid != null ? String(r.pid) : null,
    name: r.name ?? '',
    replacedPid: r.replaced != null ? String(r.replaced) : null,
  }));
}

/**
 * Recomputes the awards snapshot of an event from its stored results, its prize rules and its
 * prize settings, then applies the organisers' overrides (called by every results recomputation —
 * inside its transaction, `db` is then the transaction — and after every prize, rule, setting or
 * override change). The snapshot keeps the effective winner and the computed one of every line.
 * The lucky draw keeps its stored seed, so it is reproducible, and draws by ticket, so corrected results leave it alone. Winners of a finished event who are
 * new since the last snapshot (override winners included) get the `award.won` message, and, when a change took a prize
 * away (corrected results, the prize rules or items), its former winner `award.withdrawn`; an override (`byOverride`)
 * does not tell the losses it makes, often one step of a swap the organiser explains.
 */
export async function refreshAwards(db: Db, aid: number, byOverride = false): Promise<EffectiveAwardWinner[]> {
  // the event's row first, as a score save's recomputation takes it: a change of the prizes (a rule, an override) and a
  // score saved at the same moment refresh one after the other, and the later snapshot is built on the newer results
  // (one built outside, on results read before the save, overwrote the save's)
  return db.transaction(async (tx) => {
    const [activity] = await tx.select().from(activities).where(eq(activities.id, aid)).for('update');
    return activity ? refreshAwardsOf(tx, activity, !byOverride) : [];
  });
}

/** The awards of `activity` (its row locked by the caller's transaction) computed again and stored. */
async function refreshAwardsOf(db: Db, activity: typeof activities.$inferSelect, tellLosses: boolean): Promise<EffectiveAwardWinner[]> {
  const aid = activity.id;
  const [previous] = await db.select().from(awardSnapshots).where(eq(awardSnapshots.activityId, aid));
  const results = snapshotRows(activity.results);
  const rules = await ruleRows(db, aid);
  const seed = previous?.seed || randomInt(1, 2 ** 31 - 1);
  // awards stored before the draw by ticket keep their draw while it has drawn someone; the others draw by ticket
  // (the computed winner decides: a draw whose prize an organiser withheld by override has still drawn someone)
  const drawn = (w: EffectiveAwardWinner) => w.type === 'luckyDraw' && (w.computedPid ?? w.pid);
  const drawVersion = previous?.drawVersion === 1 && (previous.winners as EffectiveAwardWinner[]).some(drawn) ? 1 : 2;
  const options = await prizeSettingsOf(db, aid);
  const input: ComputeAwardsInput = {
    rules: rules.map((r) => ({ ...r, id: String(r.id), prizeId: String(r.prizeId), type: r.type as AwardWinner['type'] })),
    results,
    holeScores: results.length && rules.length ? await holeScoresOf(db, activity) : {},
    manualWinners: Object.fromEntries(rules.map((r) => [String(r.id), r.manualWinnerPlayerId != null ? String(r.manualWinnerPlayerId) : null])),
    options: {
      ...options,
      tieBreak: HandicapSystemSchema.safeParse(activity.handicapSystem).data?.tieBreak,
      luckyDraw: drawVersion === 1 ? 'ordered' : 'tickets',
    },
  };
  const compute = (heldPrizes?: Set<string>) =>
    results.length === 0 || rules.length === 0 ? [] : computeAwards({ ...input, rng: seededRng(seed), heldPrizes });
  let computed = compute();
  const overrides = computed.length ? await overridesOf(db, aid) : [];
  let winners = applyAwardOverrides(computed, overrides);
  // the lucky draw goes to those who hold no prize once the overrides are applied: drawn again when they changed who
  // holds one (the lines before the draw stay the same, and tickets keep everyone else's draw)
  const holders = (lines: readonly AwardWinner[]) => new Set(lines.flatMap((w) => (w.type !== 'luckyDraw' && w.pid ? [w.pid] : [])));
  const held = holders(winners);
  const computedHeld = holders(computed);
  if (drawVersion === 2 && rules.some((r) => r.type === 'luckyDraw') && (held.size !== computedHeld.size || [...held].some((pid) => !computedHeld.has(pid)))) {
    computed = compute(held);
    winners = applyAwardOverrides(computed, overrides);
  }
  const computedAt = new Date();
  await db
    .insert(awardSnapshots)
    .values({ activityId: aid, winners, seed, drawVersion, computedAt })
    .onConflictDoUpdate({ target: awardSnapshots.activityId, set: { winners, seed, drawVersion, computedAt } });
  if (activity.status === 'finished') await notifyNewWinners(db, activity, (previous?.winners ?? []) as AwardWinner[], winners, tellLosses);
  return winners;
}

// every results recomputation (score save, upload, restatistics, player edits) recomputes the awards in its transaction
onResultsComputed(async (tx, aid, results) => {
  // the event's row without its stored results (tens of KB of JSON): the results just computed come with the call
  const [head] = await tx.select(activityHeadColumns).from(activities).where(eq(activities.id, aid));
  if (head) await refreshAwardsOf(tx, { ...head, results: results as unknown as ActivityRow['results'] }, true);
});

/**
 * An event has just finished: its results are computed once more (the vote settles on them, as it waits for a finished
 * event when a card is missing, and the awards refresh), and every winner hears of their prize once. refreshAwards tells
 * a finished event's winners who are new since the last snapshot; the winners already there, computed while the event
 * was played, are told here. Before any result was computed there is nothing to settle.
 */
export async function settleOnFinish(deps: Pick<Deps, 'db' | 'log'>, aid: number): Promise<void> {
  const { db } = deps;
  const snapshotWinners = async () =>
    ((await db.select({ winners: awardSnapshots.winners }).from(awardSnapshots).where(eq(awardSnapshots.activityId, aid)))[0]?.winners ?? []) as AwardWinner[];
  // the event is finished either way: what fails here is logged, and the results page says what is wrong with its rules or course
  try {
    const during = await snapshotWinners();
    let recomputed = true;
    try {
      await recomputeIfComputed(db, aid, { orVoted: true });
    } catch (err) {
      deps.log.warn({ err, aid }, 'results could not be computed as the event finished');
      recomputed = false;
    }
    const [activity] = await db.select().from(activities).where(eq(activities.id, aid));
    if (!activity) return;
    const key = (w: AwardWinner) => `${w.ruleId}:${w.pid}:${w.prizeId}`;
    const held = new Set(during.map(key));
    const now = recomputed ? await snapshotWinners() : during;
    // notifyNewWinners tells `after` minus `before`: the winners who already were winners during play (refreshAwards told
    // the new ones), or every winner of the play-time snapshot when it could not be computed again
    await notifyNewWinners(db, activity, recomputed ? now.filter((w) => !held.has(key(w))) : [], now, false);
  } catch (err) {
    deps.log.error({ err, aid }, 'settling the finished event failed');
  }
}

/**
 * `award.won` to the winners in `after` whose line is not in `before`, at most once per line of a prize a member holds:
 * a member who already heard of a prize is not told again when an override moves them to another line with the same
 * prize, or takes a line away and gives it back (the lines held are counted against the messages already sent). The
 * messages name their prize by id (`prizeId`), so renaming a prize does not make it news again; a message stored before
 * they did is counted by the prize's name.
 */
async function notifyNewWinners(db: Db, activity: ActivityHead, before: AwardWinner[], after: AwardWinner[], tellLosses: boolean) {
  // a line is news by its rule, winner and prize: a rule given another prize takes the one it gave back (told below)
  const key = (w: AwardWinner) => `${w.ruleId}:${w.pid}:${w.prizeId}`;
  const known = new Set(before.map(key));
  const fresh = after.filter((w) => w.pid && !known.has(key(w)));
  const kept = new Set(after.map(key));
  // a prize lost is told to whoever was told they won it: through corrected results, or a prize table built rule by rule
  // after the finish (it told members of prizes a later rule gave to others, and the message stood); an override's
  // losses are the organiser's to explain, often one step of a swap (the count of what each was told keeps a line
  // given back from being told twice)
  const gone = tellLosses ? before.filter((w) => w.pid && !kept.has(key(w))) : [];
  if (fresh.length === 0 && gone.length === 0) return;
  const owners = await db
    .select({ id: players.id, userId: players.userId })
    .from(players)
    .where(inArray(players.id, [...new Set([...fresh, ...gone, ...after].filter((w) => w.pid).map((w) => Number(w.pid)))]));
  const userOf = new Map(owners.map((o) => [String(o.id), o.userId]));
  const prizes = await prizeRows(db, activity.id);
  const prizeNames = new Map(prizes.map((p) => [String(p.id), p.name]));
  const prizeByName = new Map(prizes.map((p) => [p.name, String(p.id)]));
  const link = `/activity/awards?id=${activity.id}`;
  const slot = (userId: number, prizeId: string) => `${userId}\u0000${prizeId}`;
  // lines of each prize each member holds now, less what their messages told them they hold (won less withdrawn)
  const room = new Map<string, number>();
  const take = (key: string, n: number) => room.set(key, (room.get(key) ?? 0) + n);
  for (const w of after) {
    const userId = w.pid ? userOf.get(w.pid) : null;
    if (userId != null) take(slot(userId, w.prizeId), 1);
  }
  const concerned = [...new Set([...fresh, ...gone].flatMap((w) => userOf.get(w.pid as string) ?? []))];
  if (concerned.length === 0) return;
  const prizeIdParam = sql<string | null>`${messages.params}->>'prizeId'`;
  const prizeParam = sql<string | null>`${messages.params}->>'prize'`;
  const told = await db
    .select({ userId: messages.userId, kind: messages.kind, prizeId: prizeIdParam, prize: prizeParam, n: count() })
    .from(messages)
    .where(and(inArray(messages.userId, concerned), inArray(messages.kind, ['award.won', 'award.withdrawn']), eq(messages.link, link)))
    .groupBy(messages.userId, messages.kind, prizeIdParam, prizeParam);
  for (const t of told) {
    const prizeId = t.prizeId ?? prizeByName.get(t.prize ?? '');
    if (prizeId != null) take(slot(t.userId, prizeId), t.kind === 'award.won' ? -t.n : t.n);
  }
  const won: Notice[] = [];
  for (const w of fresh) {
    const userId = userOf.get(w.pid as string);
    if (userId == null || (room.get(slot(userId, w.prizeId)) ?? 0) <= 0) continue;
    take(slot(userId, w.prizeId), -1);
    won.push({ userId, params: { activity: activity.title, prize: prizeNames.get(w.prizeId) ?? '', prizeId: w.prizeId, num: w.num } });
  }
  // a change after the finish that takes a prize away: its former winner hears it (they had been told they won it)
  const withdrawn: Notice[] = [];
  for (const w of gone) {
    const userId = userOf.get(w.pid as string);
    if (userId == null || (room.get(slot(userId, w.prizeId)) ?? 0) >= 0) continue;
    take(slot(userId, w.prizeId), 1);
    withdrawn.push({ userId, params: { activity: activity.title, prize: prizeNames.get(w.prizeId) ?? '', prizeId: w.prizeId } });
  }
  await notifyEach(db, 'award.won', won, { link });
  await notifyEach(db, 'award.withdrawn', withdrawn, { link });
}

/**
 * A rule's name as the ceremony says it: "Net 1st", "Booby (2nd from the bottom)", "Nearest the pin, hole 7", and
 * "Net 1st (Female)" or "Booby (2nd from the bottom) (B)" for a rule narrowed to a sex or division (best by sex and best
 * of division name theirs in the reason).
 */
export function ruleLabel(
  locale: Locale,
  w: { type: string; hole?: number | null; sex?: string | null; division?: string | null },
  ranking: number,
): string {
  const label =
    w.type === 'fromBottom' && (ranking === 1 || ranking === 2)
      ? translate(locale, ranking === 2 ? 'award.label.booby' : 'award.label.boobyMaker')
      : translate(locale, `award.label.${w.type}`, { ranking, hole: w.hole ?? '' });
  const within = [
    w.sex && w.type !== 'bestSex' ? translate(locale, `export.sex.${w.sex}`) : null,
    w.division && w.type !== 'bestDivision' ? w.division : null,
  ].filter(Boolean);
  return within.length ? translate(locale, 'award.label.narrowed', { label, within: within.join(' · ') }) : label;
}

/** The reason of a winner line in the caller's language. */
export function reasonText(locale: Locale, reason: AwardWinner['reason']): string {
  const params: Record<string, string | number> = { ...reason.params };
  if (typeof params.kind === 'string') params.kind = translate(locale, `award.kind.${params.kind}`);
  if (typeof params.sex === 'string') params.sex = translate(locale, `export.sex.${params.sex}`);
  // the draw's pool is counted: its text has plural forms ("1 player")
  if (typeof params.among === 'number') params.count = params.among;
  return translate(locale, `award.reason.${reason.code}`, params);
}

/** The override on each line (reason, who, when), by override id: one query with the organiser's name. */
async function overrideInfo(db: Db, aid: number): Promise<Map<string, Omit<NonNullable<AwardLine['override']>, 'stale'>>> {
  const rows = await db
    .select({ id: awardOverrides.id, reason: awardOverrides.reason, by: users.nickname, at: awardOverrides.createdAt })
    .from(awardOverrides)
    .leftJoin(users, eq(users.id, awardOverrides.userId))
    .where(eq(awardOverrides.activityId, aid));
  return new Map(rows.map((r) => [String(r.id), { id: String(r.id), reason: r.reason, by: r.by ?? '', at: r.at.toISOString() }]));
}

/** The snapshot's lines; a snapshot stored before overrides existed gets its slots and computed winners here. */
export function effectiveLines(stored: unknown[]): EffectiveAwardWinner[] {
  const lines = stored as (AwardWinner & Partial<EffectiveAwardWinner>)[];
  return lines.every((l) => typeof l.slot === 'number') ? (lines as EffectiveAwardWinner[]) : applyAwardOverrides(lines, []);
}

/** A distance in metres as the ceremony reads it (2 decimals). */
const metres = (distance: number) => distance.toFixed(2);

/**
 * The award lines as answered: winner lines joined with their prize, sponsor and rule, in
 * presentation order; an overridden line names the organiser's winner, keeps the computed one and
 * says why (the reason text too, so the export and the ceremony sheet read the same thing).
 */
export async function awardLines(db: Db, aid: number, locale: Locale, userId: number, canManage: boolean) {
  const [snapshot] = await db.select().from(awardSnapshots).where(eq(awardSnapshots.activityId, aid));
  const winners = effectiveLines(snapshot?.winners ?? []);
  const overrides = winners.some((w) => w.overrideId) ? await overrideInfo(db, aid) : new Map<string, Omit<NonNullable<AwardLine['override']>, 'stale'>>();
  const prizeList = await prizeRows(db, aid);
  const rules = await ruleRows(db, aid);
  const prizeOf = new Map(prizeList.map((p) => [String(p.id), p]));
  const ruleOf = new Map(rules.map((r) => [String(r.id), r]));
  const pids = [...new Set(winners.flatMap((w) => (w.pid ? [Number(w.pid)] : [])))];
  const owners = pids.length ? await db.select({ id: players.id, userId: players.userId }).from(players).where(inArray(players.id, pids)) : [];
  const mine = new Set(owners.filter((o) => o.userId === userId).map((o) => String(o.id)));
  const list: (AwardLine & { label: string })[] = winners
    .filter((w) => ruleOf.has(w.ruleId))
    .map((w) => {
      const prize = prizeOf.get(w.prizeId);
      const rule = ruleOf.get(w.ruleId);
      const found = (w.overrideId && overrides.get(w.overrideId)) || null;
      const override = found && { ...found, stale: w.overrideStale ?? false };
      const recorded = rule?.manualWinnerPlayerId != null && w.pid === String(rule.manualWinnerPlayerId);
      const distance = recorded && rule?.manualWinnerDistance != null ? rule.manualWinnerDistance : null;
      // (withheld by an override, it is nobody's, not to be announced)
      const pending = !w.pid && !w.overrideId && w.reason.code === 'notRecorded';
      // the organisers are told where to record it; members, that it comes
      let reason = pending && !canManage ? translate(locale, 'award.reason.notRecordedYet') : reasonText(locale, w.reason);
      if (override) reason = translate(locale, 'award.reason.override', { reason: override.reason, by: override.by });
      else if (distance != null) reason = translate(locale, 'award.reason.skillDistance', { hole: rule?.hole ?? '', distance: metres(distance) });
      return {
        ruleId: w.ruleId,
        type: w.type,
        order: w.order,
        pid: w.pid,
        name: w.name,
        prizeId: w.prizeId,
        prizeName: prize?.name ?? '',
        sponsor: prize && !prize.anonymous ? prize.sponsor : null,
        num: w.num,
        value: prize?.price != null ? prize.price * w.num : null,
        reason,
        shared: w.shared ?? false,
        mine: w.pid != null && mine.has(w.pid),
        slot: w.slot,
        computedPid: w.computedPid,
        computedName: w.computedName,
        distance,
        pending,
        override,
        label: ruleLabel(locale, { type: w.type, hole: rule?.hole, sex: rule?.sex, division: rule?.division }, rule?.ranking ?? 1),
      };
    });
  // ties hand a place's prize to every tied player: more items than the prize has, which the organiser must settle
  const given = new Map<string, number>();
  for (const line of list) if (line.pid) given.set(line.prizeId, (given.get(line.prizeId) ?? 0) + line.num);
  const shortages = [...given].flatMap(([prizeId, n]) => {
    const prize = prizeOf.get(prizeId);
    return prize && n > prize.num ? [{ prizeId, prizeName: prize.name, given: n, stock: prize.num }] : [];
  });
  return { list, computedAt: snapshot ? snapshot.computedAt.toISOString() : null, shortages };
}

/** `GET /api/activities/:aid/awards`: winners per rule in presentation order (anyone who may see the event). */
export async function getAwards(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<AwardsAnswer> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  const { list, computedAt, shortages } = await visibleAwardLines(db, activity, viewer.canManage, locale, user.id);
  return { list, total: list.length, computedAt, canManage: viewer.canManage, ...(viewer.canManage ? { shortages } : {}) };
}

/**
 * The award lines as the caller may see them (the answer and the export alike): with hidden holes still secret, the
 * winners of the net places would tell them, so members see the prizes on offer.
 */
export async function visibleAwardLines(db: Db, activity: ActivityHead, canManage: boolean, locale: Locale, userId: number): ReturnType<typeof awardLines> {
  const found = await awardLines(db, activity.id, locale, userId, canManage);
  // awards stored before any result (a guest added to a draft computes the empty results) are not awards yet: the page
  // says they come with the results, not that the event has no prize rules (lines come only from results: the results
  // column is read only when there are none)
  const [stored] = found.list.length > 0 ? [{ rows: 1 }] : await db
    .select({ rows: sql<number>`case when jsonb_typeof(${activities.results}->'list') = 'array' then jsonb_array_length(${activities.results}->'list') else 0 end` })
    .from(activities)
    .where(eq(activities.id, activity.id));
  const lines = (stored?.rows ?? 0) > 0 ? found : { ...found, computedAt: null };
  const secret = !revealsHidden(activity.status, canManage) && activity.handicapSystem.type === 'peoria';
  return secret ? { ...lines, list: prizesOnOffer(lines.list, translate(locale, 'award.reason.afterFinish')) } : lines;
}

/** One line per rule, nobody named: what each rule gives, before the event is finished. */
function prizesOnOffer(list: AwardLine[], reason: string): AwardLine[] {
  const seen = new Set<string>();
  return list.flatMap((line) => {
    if (seen.has(line.ruleId)) return [];
    seen.add(line.ruleId);
    return [{ ...line, pid: null, name: '', computedPid: null, computedName: '', mine: false, shared: false, distance: null, pending: false, override: null, slot: 0, reason }];
  });
}

/** `POST /api/activities/:aid/awards/recompute` (organisers): the awards from the stored results, now. */
export async function recomputeAwards(deps: Deps, user: AuthUser, aid: number, locale: Locale): Promise<AwardsAnswer> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  await refreshAwards(deps.db, aid);
  return getAwards(deps.db, user, aid, locale);
}
