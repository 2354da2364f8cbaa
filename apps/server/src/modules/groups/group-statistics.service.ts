import { and, asc, count, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { GroupBestRound, GroupEventAverage, GroupImprovement, GroupStatistics } from '@golf/shared/schemas/group';
import type { Db } from '../../db/client';
import { activities, groupMembers, players, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/context';
import { lastMonths, monthOf, monthsBetween } from '../../lib/months';
import { requireGroupMember } from './group-access';
import { loadGroup } from './groups.queries';

/** How far back the growth curve goes; members who joined earlier are its starting value. */
const GROWTH_MONTHS = 24;
const PARTICIPATION_MONTHS = 12;
/** How many of the latest finished events the score figures read. */
const SCORE_EVENTS = 36;
const TOP = 5;

/**
 * `GET /api/groups/:gid/statistics` (members): counts by sex and role, cumulative growth by month of joining,
 * events held/upcoming (not draft or cancelled; held = before today) and players per month of event.
 * Four aggregate queries, whatever the group's size, plus two for the score figures (see `scoreStatistics`).
 */
export async function groupStatistics(db: Db, me: AuthUser, groupId: number): Promise<GroupStatistics> {
  await loadGroup(db, groupId);
  await requireGroupMember(db, me, groupId);

  const people = await db
    .select({ sex: users.sex, role: groupMembers.role, n: count() })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .groupBy(users.sex, groupMembers.role);
  const bySex = { M: 0, F: 0, unknown: 0 };
  const byRole = { owner: 0, organiser: 0, member: 0 };
  for (const p of people) {
    bySex[p.sex ?? 'unknown'] += p.n;
    byRole[p.role] += p.n;
  }

  const joinMonth = sql<string>`to_char(${groupMembers.joinedAt} at time zone 'UTC', 'YYYY-MM')`;
  const joined = await db
    .select({ month: joinMonth, n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .groupBy(joinMonth)
    .orderBy(joinMonth);
  const now = monthOf(new Date());
  const window = lastMonths(GROWTH_MONTHS);
  const first = joined[0]?.month ?? now;
  const months = monthsBetween(first < window[0] ? window[0] : first, now);
  let running = joined.filter((j) => j.month < months[0]).reduce((sum, j) => sum + j.n, 0);
  const perMonth = new Map(joined.map((j) => [j.month, j.n]));
  const growth = months.map((month) => ({ month, members: (running += perMonth.get(month) ?? 0) }));

  const live = and(eq(activities.groupId, groupId), notInArray(activities.status, ['draft', 'cancelled']));
  // held: played (in play or finished, whatever its date says) or its day is past; upcoming: the rest
  const held = sql`${activities.status} in ('playing', 'finished') or ${activities.acdate} < current_date`;
  const [events] = await db
    .select({
      held: count(sql`case when ${held} then 1 end`),
      upcoming: count(sql`case when not (${held}) then 1 end`),
    })
    .from(activities)
    .where(live);

  const participationMonths = lastMonths(PARTICIPATION_MONTHS);
  const eventMonth = sql<string>`to_char(${activities.acdate}, 'YYYY-MM')`;
  const entered = await db
    .select({ month: eventMonth, n: count() })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .where(and(live, eq(players.status, 'registered'), gte(activities.acdate, `${participationMonths[0]}-01`)))
    .groupBy(eventMonth);
  const enteredBy = new Map(entered.map((e) => [e.month, e.n]));

  return {
    members: byRole.owner + byRole.organiser + byRole.member,
    bySex,
    byRole,
    growth,
    activities: { held: events.held, upcoming: events.upcoming },
    participation: participationMonths.map((month) => ({ month, players: enteredBy.get(month) ?? 0 })),
    ...(await scoreStatistics(db, groupId)),
  };
}

/** The part of a stored results row (`activities.results.list[]`) the score figures read. */
interface StoredRow {
  pid: string;
  name: string;
  gross: number | null;
  net: number | null;
  status: string;
}

const tenth = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => (values.length ? tenth(values.reduce((sum, v) => sum + v, 0) / values.length) : null);

/**
 * Averages per event, the best rounds and the most improved members, from the stored results
 * snapshots of the group's latest finished events (no recomputation): one query for the snapshots and
 * one for which of their players are (still) members of the group. A round counts when the player
 * finished it (status ok with a gross).
 */
async function scoreStatistics(db: Db, groupId: number): Promise<Pick<GroupStatistics, 'averages' | 'bestRounds' | 'mostImproved'>> {
  const latest = await db
    .select({ id: activities.id, title: activities.title, day: activities.acdate, results: activities.results })
    .from(activities)
    .where(and(eq(activities.groupId, groupId), eq(activities.status, 'finished'), isNotNull(activities.results)))
    .orderBy(desc(activities.acdate), desc(activities.id))
    .limit(SCORE_EVENTS);
  const events = latest.reverse().map((e) => ({
    ...e,
    rounds: (((e.results as { list?: StoredRow[] } | null)?.list ?? []) as StoredRow[]).filter((r) => r.status === 'ok' && typeof r.gross === 'number'),
  }));
  if (events.length === 0) return { averages: [], bestRounds: [], mostImproved: [] };

  const memberPlayers = await db
    .select({ pid: players.id, userId: players.userId })
    .from(players)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, players.userId)))
    .where(
      inArray(
        players.activityId,
        events.map((e) => e.id),
      ),
    )
    .orderBy(asc(players.id));
  const userOf = new Map(memberPlayers.map((p) => [String(p.pid), p.userId as number]));

  const averages: GroupEventAverage[] = events.map((e) => ({
    activityId: String(e.id),
    title: e.title,
    day: e.day,
    month: e.day.slice(0, 7),
    players: e.rounds.length,
    averageGross: mean(e.rounds.map((r) => r.gross as number)),
    averageNet: mean(e.rounds.flatMap((r) => (typeof r.net === 'number' ? [r.net] : []))),
  }));

  const bestRounds: GroupBestRound[] = events
    .flatMap((e) => e.rounds.map((r) => ({ activityId: String(e.id), title: e.title, day: e.day, name: r.name, gross: r.gross as number, net: r.net ?? null })))
    .sort((a, b) => a.gross - b.gross || (a.net ?? Infinity) - (b.net ?? Infinity) || a.day.localeCompare(b.day))
    .slice(0, TOP);

  // events are oldest first, so each member's first and latest rounds are the ends of their list
  const byUser = new Map<number, { name: string; nets: number[] }>();
  for (const e of events) {
    for (const r of e.rounds) {
      const userId = userOf.get(r.pid);
      if (userId === undefined || typeof r.net !== 'number') continue;
      const entry = byUser.get(userId) ?? { name: r.name, nets: [] };
      entry.name = r.name;
      entry.nets.push(r.net);
      byUser.set(userId, entry);
    }
  }
  const mostImproved: GroupImprovement[] = [...byUser.entries()]
    .filter(([, u]) => u.nets.length >= 2)
    .map(([userId, u]) => {
      const firstNet = u.nets[0];
      const latestNet = u.nets[u.nets.length - 1];
      return { userId: String(userId), name: u.name, rounds: u.nets.length, firstNet, latestNet, improvement: tenth(firstNet - latestNet) };
    })
    .filter((u) => u.improvement > 0)
    .sort((a, b) => b.improvement - a.improvement || a.name.localeCompare(b.name))
    .slice(0, TOP);

  return { averages, bestRounds, mostImproved };
}
