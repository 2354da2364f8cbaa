import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ZodError, type z } from 'zod';
import { canTransition, deadlinePassed, nextStatuses } from '@golf/shared/golf/activity-lifecycle';
import { hiddenHolesIssue } from '@golf/shared/golf/hidden-holes';
import {
  ACTIVITY_TITLE_MAX,
  activityTimeIssues,
  type Activity,
  type ActivityCopy,
  type ActivityData,
  type ActivityList,
  type ActivityListQuerySchema,
  type ActivityStatus,
  type ActivitySummary,
  type ActivityUpdate,
} from '@golf/shared/schemas/activity';
import type { HandicapType } from '@golf/shared/schemas/golf';
import type { Locale } from '@golf/shared/locales';
import type { Db, Tx } from '../../db/client';
import { activities, courses, groupMembers, groups, players, prizeRules, prizeSettings, prizes, scores, voteTickets } from '../../db/schema';
import { badRequest, conflict, notFound, withData } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { containsPattern } from '../../lib/like';
import { isoAt, offsetOf } from '../../lib/times';
import type { AuthUser } from '../../plugins/context';
import { requireGroupOrganiser } from '../groups/group-access';
import { activityView, toViews, viewQuery, waitlistCounts } from './activities.queries';
import { preparedFor } from '../../db/prepared';
import { activityLink, checkView, closeIfDue, loadActivity, requireManage, type ActivityHead } from './activities.access';
import { presentActivity, presentSummary } from './activities.presenter';
import type { Deps } from '../../lib/deps';
import { fillPlaces, notifyAll, waitingListMoves } from './registrations.service';
import { activityRound } from '../results/scoring-input';
import { settleOnFinish } from '../prizes/awards.service';
import { checkVoteChange } from '../vote/vote.service';
import { resettleMovedVote, settleActivityVote, voidActivityVote } from '../vote/vote-settlement.service';
import { voteOf } from '../vote/vote.access';
import { settlementRow, voteLink } from '../vote/vote.queries';
import { notifyEach } from '../messages/messages.service';
import { snapshotRows } from '../results/snapshot-rows';
import { writeThenRecompute } from '../results/results.service';
import { TOTALS_SYSTEMS } from '../results/gross-only';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The event as the caller sees it, read back in one statement (activityView). */
async function present(db: Db, user: AuthUser | null, row: ActivityHead, now = new Date()): Promise<Activity> {
  const view = await activityView(db, user, row.id, now);
  if (!view) throw notFound('errors.activityNotFound');
  return presentActivity(view.row, view.ctx);
}

/**
 * An event "is" closed once its deadline has passed, stored or not yet (the closing timer and
 * loadActivity store it): filters on the status go by that effective status (the placeholder `now`).
 */
function effectiveStatusIs(status: ActivityStatus): SQL {
  const now = sql.placeholder('now');
  if (status === 'registering') return and(eq(activities.status, 'registering'), gt(activities.regtime, now))!;
  if (status === 'closed') return or(eq(activities.status, 'closed'), and(eq(activities.status, 'registering'), lte(activities.regtime, now)))!;
  return eq(activities.status, status);
}

/* ---------- reading ---------- */

/** Which filters a list request uses: one prepared statement per shape, the values are its placeholders. */
interface ListShape {
  admin: boolean;
  group: boolean;
  status: ActivityStatus | null;
  keyword: boolean;
  from: boolean;
  to: boolean;
  mine: boolean;
  view: 'upcoming' | 'registering' | 'past' | null;
}

function listShape(user: AuthUser, query: z.infer<typeof ActivityListQuerySchema>): ListShape {
  const view = query.view === 'upcoming' || query.view === 'registering' || query.view === 'past' ? query.view : null;
  return {
    admin: user.role === 'admin',
    group: Boolean(query.groupId),
    status: query.status ?? null,
    keyword: Boolean(query.keyword),
    from: Boolean(query.from),
    to: Boolean(query.to),
    mine: Boolean(query.mine || query.view === 'mine'),
    view,
  };
}

const shapeName = (s: ListShape) =>
  [s.admin && 'a', s.group && 'g', s.status && `s${s.status}`, s.keyword && 'k', s.from && 'f', s.to && 't', s.mine && 'm', s.view && `v${s.view}`].filter(Boolean).join('') || 'all';

/** The list's where and order for a shape; values are placeholders (userId, groupId, pattern, from, to, today, now). */
function listFilter(db: Db, shape: ListShape): { where: SQL | undefined; order: SQL[] } {
  const userId = sql.placeholder('userId');
  const filters: SQL[] = [];
  if (!shape.admin) {
    const myGroups = db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
    const organising = db
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.role, ['owner', 'organiser'])));
    filters.push(or(inArray(activities.groupId, myGroups), eq(activities.isPublic, true))!);
    filters.push(or(ne(activities.status, 'draft'), inArray(activities.groupId, organising))!);
  }
  if (shape.group) filters.push(eq(activities.groupId, sql.placeholder('groupId')));
  if (shape.status) filters.push(effectiveStatusIs(shape.status));
  if (shape.keyword) {
    const pattern = sql.placeholder('pattern');
    filters.push(or(ilike(activities.title, pattern), ilike(activities.place, pattern))!);
  }
  if (shape.from) filters.push(gte(activities.acdate, sql.placeholder('from')));
  if (shape.to) filters.push(sql`${activities.acdate} <= ${sql.placeholder('to')}`);
  if (shape.mine) {
    const entered = db
      .select({ id: players.activityId })
      .from(players)
      .where(and(eq(players.userId, userId), ne(players.status, 'withdrawn')));
    filters.push(inArray(activities.id, entered));
  }
  let ascending = false;
  const today = sql.placeholder('today');
  if (shape.view === 'upcoming') {
    filters.push(gte(activities.acdate, today), notInArray(activities.status, ['cancelled', 'finished']));
    ascending = true;
  } else if (shape.view === 'registering') {
    filters.push(effectiveStatusIs('registering'));
    ascending = true;
  } else if (shape.view === 'past') {
    filters.push(or(lt(activities.acdate, today), eq(activities.status, 'finished'))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const order = ascending ? [asc(activities.acdate), asc(activities.id)] : [desc(activities.acdate), desc(activities.id)];
  return { where, order };
}

export async function listActivities(db: Db, user: AuthUser, query: z.infer<typeof ActivityListQuerySchema>): Promise<ActivityList> {
  const now = new Date();
  const shape = listShape(user, query);
  const name = shapeName(shape);
  const params = {
    userId: user.id,
    groupId: Number(query.groupId ?? 0),
    pattern: query.keyword ? containsPattern(query.keyword) : '',
    from: query.from ?? '',
    to: query.to ?? '',
    today: today(now),
    now,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  // the page and its context in one prepared statement; every row carries the total (count(*) over ())
  const page = preparedFor(db, `activity_list_${name}`, (statement) => {
    const { where, order } = listFilter(db, shape);
    return viewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statement);
  });
  const views = toViews(await page.execute(params), user, now);
  let total = views[0]?.total ?? 0;
  if (views.length === 0 && query.page > 1) {
    // a page past the end has no row to carry the total: only then is it counted on its own
    const counted = preparedFor(db, `activity_count_${name}`, (statement) =>
      db.select({ total: count() }).from(activities).where(listFilter(db, shape).where).prepare(statement),
    );
    [{ total }] = await counted.execute(params);
  }
  return { list: views.map((v) => presentActivity(v.row, v.ctx)), total };
}

export async function getActivity(db: Db, user: AuthUser, aid: number): Promise<Activity> {
  const now = new Date();
  const view = await activityView(db, user, aid, now);
  if (!view) throw notFound('errors.activityNotFound');
  checkView(user, view.row, { role: view.ctx.myRole, canManage: view.ctx.canManage });
  // the answer already reads closed past the deadline; store it too (rarely a write)
  await closeIfDue(db, view.row, now);
  return presentActivity(view.row, view.ctx);
}

/** The share link's card: no login, no participant names; drafts stay hidden. */
export async function activitySummary(db: Db, aid: number): Promise<ActivitySummary> {
  const row = await loadActivity(db, aid);
  if (row.status === 'draft') throw notFound('errors.activityNotFound');
  const [[group], waitlisted] = await Promise.all([
    db.select({ name: groups.name, joinApproval: groups.joinApproval }).from(groups).where(eq(groups.id, row.groupId)),
    waitlistCounts(db, [row.id]),
  ]);
  return presentSummary(row, group ?? { name: '', joinApproval: true }, waitlisted.get(row.id) ?? 0);
}

/* ---------- writing ---------- */

async function requireCourses(db: Db, ids: string[]): Promise<number[]> {
  const wanted = ids.map(Number);
  if (wanted.length === 0) return [];
  const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, wanted));
  if (found.length !== new Set(wanted).size) throw badRequest('errors.activityCourseMissing');
  return wanted;
}

/** The time rules on the event as it will be (body merged into the stored one): 400 with the fields. */
function timeRules(fields: Parameters<typeof activityTimeIssues>[0]) {
  const issues = activityTimeIssues(fields);
  if (issues.length) throw new ZodError(issues.map((i) => ({ code: 'custom' as const, path: i.path, message: i.message, input: undefined })));
}

/** The system as stored: chosen hidden holes in hole order. */
function sortedHiddenHoles<T extends { hiddenHoles?: number[] }>(system: T): T {
  return system.hiddenHoles ? { ...system, hiddenHoles: [...system.hiddenHoles].sort((a, b) => a - b) } : system;
}

function withoutHiddenHoles(system: Record<string, unknown>): Record<string, unknown> {
  const { hiddenHoles: _hidden, ...rest } = system;
  return rest;
}

/**
 * The handicap system must fit the event's round (400 on the `handicapSystem` field, nothing stored): Callaway's table
 * is for 18 holes; the Peoria family's hidden holes an organiser chose must be holes of the round, as many as it hides,
 * and no more than the round has. Otherwise the results could not be computed, and no score could be saved.
 */
async function checkRoundRules(db: Db, courseIds: number[], system: Record<string, unknown> | undefined) {
  const type = system?.type ?? 'peoria';
  const hiddenHoles = system?.hiddenHoles as number[] | undefined;
  const hiddenCount = system?.hiddenCount as number | undefined;
  if (type !== 'callaway' && (type !== 'peoria' || (!hiddenHoles && hiddenCount === undefined))) return;
  const { holes } = await activityRound(db, { courseIds });
  if (holes.length === 0) return;
  const fail = (field: string, message: string, params: Record<string, string | number>) => {
    throw new ZodError([{ code: 'custom', path: ['handicapSystem', field], message, params, input: undefined }]);
  };
  if (type === 'callaway') {
    if (holes.length !== 18) fail('type', 'validation.activity.callawayEighteen', { holes: holes.length });
    return;
  }
  if (hiddenCount !== undefined && hiddenCount > holes.length) fail('hiddenCount', 'validation.activity.hiddenCountHoles', { count: hiddenCount, holes: holes.length });
  const issue = hiddenHolesIssue(holes, { hiddenHoles, hiddenCount });
  if (issue) fail('hiddenHoles', issue.message, issue.params);
}

export async function createActivity(db: Db, user: AuthUser, data: ActivityData): Promise<Activity> {
  const groupId = Number(data.groupId);
  const [group] = await db.select({ id: groups.id, handicap: groups.defaultHandicapSystem }).from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound('errors.groupNotFound');
  await requireGroupOrganiser(db, user, groupId);
  const courseIds = await requireCourses(db, data.courseIds);
  // the event's own system, else the group's default it starts with
  await checkRoundRules(db, courseIds, data.handicapSystem ?? withoutHiddenHoles(group.handicap));
  const [row] = await db
    .insert(activities)
    .values({
      groupId,
      title: data.title,
      type: data.type,
      status: 'draft',
      acdate: data.days[0],
      days: data.days,
      teeOffTime: data.teeOffTime,
      regtime: new Date(data.regtime),
      starttime: data.starttime ? new Date(data.starttime) : null,
      utcOffset: offsetOf(data.regtime),
      place: data.place,
      address: data.address,
      contact: data.contact,
      capacity: data.capacity,
      description: data.description,
      courseIds,
      // a group's default names no holes of its own: each event's hidden holes are its own
      handicapSystem: data.handicapSystem ? sortedHiddenHoles(data.handicapSystem) : withoutHiddenHoles(group.handicap),
      divisions: data.divisions,
      team: data.team ?? { enabled: data.type === 'team', size: 2, mode: 'sum' },
      vote: data.vote ?? { enabled: false },
      isPublic: data.public,
      createdBy: user.id,
    })
    .returning();
  return present(db, user, row);
}

/** Whether any score of the event is saved. */
async function hasScores(db: Db, aid: number): Promise<boolean> {
  const [row] = await db.select({ id: scores.playerId }).from(scores).innerJoin(players, eq(players.id, scores.playerId)).where(eq(players.activityId, aid)).limit(1);
  return row !== undefined;
}

/** Players of the event with a score saved: a hole, or a round total from a sheet of totals. */
async function scoredPlayers(db: Db, aid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(and(eq(players.activityId, aid), or(isNotNull(players.grossTotal), sql`exists (select 1 from ${scores} where ${scores.playerId} = ${players.id})`)));
  return row?.n ?? 0;
}

/** Whether a player of the event has a round total from a sheet of totals (the event records totals, not holes). */
async function hasTotals(db: Db, aid: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(and(eq(players.activityId, aid), isNotNull(players.grossTotal))).limit(1);
  return row !== undefined;
}

export async function updateActivity(deps: Deps, user: AuthUser, aid: number, patch: ActivityUpdate): Promise<Activity> {
  const { db } = deps;
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  const days = patch.days ?? row.days;
  const offset = patch.regtime ? offsetOf(patch.regtime) : row.utcOffset;
  timeRules({
    days,
    teeOffTime: patch.teeOffTime ?? row.teeOffTime,
    regtime: patch.regtime ?? isoAt(row.regtime, offset),
    starttime: patch.starttime !== undefined ? patch.starttime : row.starttime && isoAt(row.starttime, offset),
  });
  const set: Partial<typeof activities.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.type !== undefined) set.type = patch.type;
  if (patch.days) Object.assign(set, { days, acdate: days[0] });
  if (patch.teeOffTime !== undefined) set.teeOffTime = patch.teeOffTime;
  if (patch.regtime !== undefined) Object.assign(set, { regtime: new Date(patch.regtime), utcOffset: offset });
  if (patch.starttime !== undefined) set.starttime = patch.starttime ? new Date(patch.starttime) : null;
  for (const key of ['place', 'address', 'contact', 'description', 'divisions'] as const) {
    if (patch[key] !== undefined) Object.assign(set, { [key]: patch[key] });
  }
  if (patch.team !== undefined) set.team = { ...row.team, ...patch.team };
  if (patch.handicapSystem !== undefined) set.handicapSystem = sortedHiddenHoles(patch.handicapSystem);
  // the vote merges: the basic form sends only `enabled`, the vote tab its settings, the draw the frames
  if (patch.vote !== undefined) {
    await checkVoteChange(db, row, patch.vote);
    set.vote = { ...row.vote, ...patch.vote };
  }
  if (patch.public !== undefined) set.isPublic = patch.public;
  if (patch.capacity !== undefined) set.capacity = patch.capacity;
  if (patch.courseIds !== undefined) set.courseIds = await requireCourses(db, patch.courseIds);
  if (patch.courseIds !== undefined || patch.handicapSystem !== undefined) {
    await checkRoundRules(db, set.courseIds ?? row.courseIds, patch.handicapSystem ?? row.handicapSystem);
  }
  // an event whose scores are round totals keeps a system that ranks totals (results/gross-only.ts)
  const next = patch.handicapSystem;
  const needsHoles = next && (!TOTALS_SYSTEMS.includes(next.type) || next.rankBy === 'points');
  const neededHoles = !TOTALS_SYSTEMS.includes(row.handicapSystem.type as HandicapType) || row.handicapSystem.rankBy === 'points';
  const needsHolesNow = Boolean(needsHoles && !neededHoles);
  // once play has started (or a score was saved) the hidden holes in use stay: changing them would move every
  // handicap, prize and vote payout after the fact; before that, results an organiser opened early drew them, and
  // holes chosen now replace that draw
  const hiddenHoles = (patch.handicapSystem?.type ?? 'peoria') === 'peoria' ? patch.handicapSystem?.hiddenHoles : undefined;
  if (hiddenHoles?.length && (row.status === 'playing' || row.status === 'finished' || (await hasScores(db, aid)))) {
    const inUse = (row.hiddenHoles ?? (row.handicapSystem.hiddenHoles as number[] | undefined) ?? []).join();
    if ([...hiddenHoles].sort((a, b) => a - b).join() !== inUse) throw conflict('errors.hiddenHolesLocked');
  }
  // what the results are computed by: results that exist follow a change at once, in the same transaction
  const rulesChange = ['handicapSystem', 'courseIds', 'team', 'divisions'].some((key) => patch[key as keyof ActivityUpdate] !== undefined);
  const coursesChange = set.courseIds !== undefined && set.courseIds.join() !== row.courseIds.join();
  const hasCourse = (set.courseIds ?? row.courseIds).length > 0;
  // moving the deadline ahead of a closed-by-time event does not reopen it: the organiser does, by status
  const promoted = await writeThenRecompute(
    db,
    aid,
    async (tx) => {
      // scores are saved hole by hole on the event's courses: on others they would count against other pars and stroke
      // indexes (and the hidden holes stay as drawn), so moving them is done only when the organiser confirms it
      if (coursesChange && !patch.confirmCourseChange) {
        const scored = await scoredPlayers(tx, aid);
        if (scored > 0) throw withData(conflict('errors.courseChangeScored', { count: scored }), { confirm: 'courseChange', scored });
      }
      // under the event's lock, so a sheet of totals saved meanwhile is seen
      if (needsHolesNow && next && (await hasTotals(tx, aid))) {
        const field = next.rankBy === 'points' && TOTALS_SYSTEMS.includes(next.type) ? 'rankBy' : 'type';
        throw new ZodError([{ code: 'custom', path: ['handicapSystem', field], message: 'validation.activity.systemNeedsHoles', input: next.type }]);
      }
      await tx.update(activities).set(set).where(eq(activities.id, aid));
      // a larger capacity gives places to the waiting list at once
      return patch.capacity !== undefined && patch.capacity > row.capacity && waitingListMoves(row) ? fillPlaces(tx, aid) : [];
    },
    { recompute: (_, computedBefore) => computedBefore && rulesChange && hasCourse },
  );
  const updated = await loadActivity(db, aid);
  await resettleMovedVote(deps, row, updated.acdate);
  await voteSwitched(deps, row, updated);
  await notifyAll(deps, promoted, 'activity.promoted', { title: updated.title, date: updated.acdate, time: updated.teeOffTime }, activityLink(aid));
  return present(db, user, updated);
}

/**
 * A vote switched off takes its settlement with it, as a cancelled event's does: it pays nothing, shows in no season
 * table, and its rollover is no longer the next vote's carry-in (kept, that pool was paid out twice once the earlier
 * vote found winners). Switched on again on final results, it settles at once.
 */
async function voteSwitched(deps: Deps, before: ActivityHead, after: ActivityHead): Promise<void> {
  const [was, is] = [voteOf(before).enabled, voteOf(after).enabled];
  if (was && !is) {
    const settled = await settlementRow(deps.db, after.id);
    await voidActivityVote(deps, after);
    // the members it had paid hear that those points are gone (the season table changed without a word)
    const paid = (settled?.settlement.payouts ?? []).filter((p) => p.winnings > 0);
    await notifyEach(deps.db, 'vote.corrected', paid.map((p) => ({ userId: Number(p.userId), params: { title: after.title, before: p.winnings, context: 'off' } })), { link: voteLink(after.id) });
  }
  if (!was && is) {
    const [stored] = await deps.db.select({ results: activities.results }).from(activities).where(eq(activities.id, after.id));
    await settleActivityVote(deps, after.id, snapshotRows(stored?.results ?? null), { onlyWhenFinal: true });
  }
}

export async function deleteActivity(db: Db, user: AuthUser, aid: number): Promise<true> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  // the event's row locked first: a sign-up arriving meanwhile (it writes the row's place counter) either comes before
  // and is counted, or waits and finds the event gone; it is never deleted unseen with the event
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: activities.status }).from(activities).where(eq(activities.id, aid)).for('update');
    if (!locked) throw notFound('errors.activityNotFound');
    if (locked.status !== 'draft' && locked.status !== 'cancelled') {
      const [{ n }] = await tx.select({ n: count() }).from(players).where(eq(players.activityId, aid));
      if (n > 0) throw conflict('errors.activityDeleteHasPlayers', { count: n });
    }
    await tx.delete(activities).where(eq(activities.id, aid));
  });
  return true;
}

export async function changeStatus(deps: Deps, user: AuthUser, aid: number, to: ActivityStatus, locale: Locale): Promise<Activity> {
  const { db } = deps;
  const now = new Date();
  const row = await loadActivity(db, aid, now);
  await requireManage(db, user, row);
  if (!canTransition(row.status, to)) {
    const allowed = nextStatuses(row, now).map((s) => translate(locale, `activity.status.${s}`));
    throw conflict(allowed.length ? 'errors.activityTransition' : 'errors.activityTransitionNone', {
      from: translate(locale, `activity.status.${row.status}`),
      to: translate(locale, `activity.status.${to}`),
      allowed: allowed.join(translate(locale, 'activity.listSeparator')),
    });
  }
  if (to === 'registering' && deadlinePassed(row, now)) throw conflict('errors.activityReopenDeadline');
  // scores need the holes and their pars: play starts on a course
  if (to === 'playing' && row.courseIds.length === 0) throw conflict('errors.activityNoCourse');
  // a cancelled event's vote settlement goes with the status change, or neither happens
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(activities)
      .set({ status: to, updatedAt: now })
      .where(and(eq(activities.id, aid), eq(activities.status, row.status)))
      .returning();
    if (!changed) throw conflict('errors.activityChanged');
    if (to === 'cancelled') await voidActivityVote({ db: tx }, changed);
    return changed;
  });
  if (to === 'cancelled') {
    const entered = await db
      .select({ userId: players.userId })
      .from(players)
      .where(and(eq(players.activityId, aid), ne(players.status, 'withdrawn')));
    // members who bought vote tickets without playing hear it too, in words of their own: their tickets count for
    // nothing now (they read "your sign-up has ended", having none)
    const voters = await db.selectDistinct({ userId: voteTickets.userId }).from(voteTickets).where(eq(voteTickets.activityId, aid));
    const entrants = new Set(entered.flatMap((p) => (p.userId === null ? [] : [p.userId])));
    const params = { title: row.title, date: row.acdate, time: row.teeOffTime };
    await notifyAll(deps, [...entrants].map((userId) => ({ userId })), 'activity.cancelled', params, activityLink(aid));
    const onlyVoted = voters.filter((v) => !entrants.has(v.userId)).map((v) => ({ userId: v.userId }));
    await notifyAll(deps, onlyVoted, 'activity.cancelled', { ...params, context: 'voter' }, activityLink(aid));
  }
  if (to === 'finished') {
    // the last computation: the vote settles even with a card missing, and the prize winners are told
    await settleOnFinish(deps, aid);
    // results out: every registered member (guests have no account) gets a message pointing at the results
    const entered = await db
      .select({ userId: players.userId })
      .from(players)
      .where(and(eq(players.activityId, aid), eq(players.status, 'registered'), isNotNull(players.userId)));
    const targets = entered.flatMap((p) => (p.userId === null ? [] : [{ userId: p.userId }]));
    await notifyAll(deps, targets, 'results.published', { title: row.title, date: row.acdate }, `/dashboard/activity/result?id=${aid}`);
  }
  return present(db, user, updated, now);
}

/** The title with a "(copy)" suffix in the caller's language, within the 20-character limit. */
/** The copy's title: the old one with the suffix, shortened to fit with an ellipsis ("Club Champio… (copy)", not a cut that reads as a word). */
export function copyTitle(title: string, suffix: string): string {
  const room = ACTIVITY_TITLE_MAX - [...suffix].length;
  const chars = [...title];
  if (chars.length <= room) return `${title}${suffix}`;
  return `${chars.slice(0, Math.max(room - 1, 0)).join('').trimEnd()}…${suffix}`;
}

/**
 * A new draft with the same settings, on `day` with the other days and the deadlines moved by as many days (else on the
 * same dates, for the organiser to move), without players, and without what
 * belonged to the old event's play: its results, its hidden holes (chosen or drawn: a new event gets its own secret
 * ones), its published flights and its vote frames (pairs of the old event's players). The prize items the committee
 * bought come along with the rules that give them and the award settings (a monthly medal gives the same prizes each
 * month); sponsors' items stay with the event they were given to, with their rules, and recorded winners stay behind.
 */
export async function copyActivity(db: Db, user: AuthUser, aid: number, locale: Locale, day?: string, title?: string): Promise<ActivityCopy> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = row;
  // on a new first day: the other days and the deadlines move by as many days (a monthly medal a month on)
  const shift = day ? Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${row.days[0] ?? row.acdate}T00:00:00Z`)) / 86_400_000) : 0;
  const moved = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
  const later = (at: Date) => new Date(at.getTime() + shift * 86_400_000);
  const dates = shift === 0 ? {} : { days: row.days.map(moved), acdate: moved(row.acdate), regtime: later(row.regtime), starttime: row.starttime && later(row.starttime) };
  const { frames: _frames, ...vote } = row.vote;
  const copy = await db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(activities)
      .values({
        ...settings,
        ...dates,
        // the organiser's title for the new one ("December Medal"), else the event's marked as a copy
        title: title ?? copyTitle(row.title, translate(locale, 'activity.copySuffix')),
        status: 'draft',
        registered: 0,
        handicapSystem: withoutHiddenHoles(row.handicapSystem),
        vote,
        hiddenHoles: null,
        results: null,
        resultsComputedAt: null,
        resultsVersion: 0,
        flightsPublishedAt: null,
        createdBy: user.id,
      })
      .returning();
    const rulesLeftBehind = await copyPrizes(tx, aid, draft.id);
    return { draft, rulesLeftBehind };
  });
  return { ...(await present(db, user, copy.draft)), rulesLeftBehind: copy.rulesLeftBehind };
}

/**
 * The bought prize items of `from`, the rules that give them and the award settings, to the new event `to`. Answers how
 * many rules stayed behind: those giving a sponsor's item, which was given to the old event only.
 */
async function copyPrizes(tx: Tx, from: number, to: number): Promise<number> {
  const items = await tx.select().from(prizes).where(and(eq(prizes.activityId, from), eq(prizes.source, 'bought'))).orderBy(asc(prizes.id));
  const newId = new Map<number, number>();
  if (items.length > 0) {
    // one insert for the items (not one per item); the new ids are given in the order of the rows
    const made = await tx
      .insert(prizes)
      .values(items.map((item) => ({ activityId: to, name: item.name, num: item.num, price: item.price, image: item.image, source: 'bought' as const })))
      .returning({ id: prizes.id });
    const ids = made.map((m) => m.id).sort((a, b) => a - b);
    items.forEach((item, i) => newId.set(item.id, ids[i]));
  }
  const rules = await tx.select().from(prizeRules).where(eq(prizeRules.activityId, from)).orderBy(asc(prizeRules.order), asc(prizeRules.id));
  const kept = rules.filter((r) => newId.has(r.prizeId));
  if (kept.length > 0) {
    await tx.insert(prizeRules).values(
      kept.map((r) => ({ activityId: to, type: r.type, ranking: r.ranking, order: r.order, sex: r.sex, division: r.division, hole: r.hole, prizeId: newId.get(r.prizeId)!, num: r.num })),
    );
  }
  const [awardSettings] = await tx.select().from(prizeSettings).where(eq(prizeSettings.activityId, from));
  if (awardSettings) await tx.insert(prizeSettings).values({ activityId: to, oneMainPrizePerPlayer: awardSettings.oneMainPrizePerPlayer, priority: awardSettings.priority });
  return rules.length - kept.length;
}
