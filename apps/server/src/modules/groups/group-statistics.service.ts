import { and, count, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { GroupStatistics } from '@golf/shared/schemas/group';
import type { Db } from '../../db/client';
import { activities, groupMembers, players, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/context';
import { lastMonths, monthOf, monthsBetween } from '../../lib/months';
import { requireGroupMember } from './group-access';
import { loadGroup } from './groups.queries';

/** How far back the growth curve goes; members who joined earlier are its starting value. */
const GROWTH_MONTHS = 24;
const PARTICIPATION_MONTHS = 12;

/**
 * `GET /api/groups/:gid/statistics` (members): counts by sex and role, cumulative growth by month of joining,
 * events held/upcoming (not draft or cancelled; held = before today) and players per month of event.
 * Four aggregate queries, whatever the group's size.
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
  const [events] = await db
    .select({
      held: count(sql`case when ${activities.acdate} < current_date then 1 end`),
      upcoming: count(sql`case when ${activities.acdate} >= current_date then 1 end`),
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
  };
}
