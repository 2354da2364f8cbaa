import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { PageQuery } from '@golf/shared/schemas/common';
import type { PrizeOverview } from '@golf/shared/schemas/prize';
import type { Db } from '../../db/client';
import { activities, awardSnapshots, donations, groupMembers, prizeRules, prizes } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';

/**
 * `GET /api/prize-overview`: the events of the groups I organise (every event for admins), newest
 * first, with their prize, rule and pending-donation counts (three grouped queries for the page).
 */
export async function prizeOverview(db: Db, user: AuthUser, query: PageQuery): Promise<PrizeOverview> {
  const organised = db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, user.id), inArray(groupMembers.role, ['owner', 'organiser'])));
  const where = and(
    user.role === 'admin' ? undefined : inArray(activities.groupId, organised),
    query.keyword ? ilike(activities.title, containsPattern(query.keyword)) : undefined,
  );
  const rows = await db
    .select({ id: activities.id, title: activities.title, acdate: activities.acdate, status: activities.status, computedAt: awardSnapshots.computedAt })
    .from(activities)
    .leftJoin(awardSnapshots, eq(awardSnapshots.activityId, activities.id))
    .where(where)
    .orderBy(desc(activities.acdate), desc(activities.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(activities).where(where);
  const ids = rows.map((r) => r.id);
  const counted = async (table: typeof prizes | typeof prizeRules) =>
    ids.length
      ? new Map(
          (await db.select({ id: table.activityId, n: count() }).from(table).where(inArray(table.activityId, ids)).groupBy(table.activityId)).map((r) => [r.id, r.n]),
        )
      : new Map<number, number>();
  const prizeCounts = await counted(prizes);
  const ruleCounts = await counted(prizeRules);
  const pending = ids.length
    ? new Map(
        (
          await db
            .select({ id: donations.activityId, n: count() })
            .from(donations)
            .where(and(inArray(donations.activityId, ids), eq(donations.status, 'pending')))
            .groupBy(donations.activityId)
        ).map((r) => [r.id, r.n]),
      )
    : new Map<number, number>();
  return {
    list: rows.map((r) => ({
      activityId: String(r.id),
      title: r.title,
      acdate: r.acdate,
      status: r.status,
      prizes: prizeCounts.get(r.id) ?? 0,
      rules: ruleCounts.get(r.id) ?? 0,
      pendingDonations: pending.get(r.id) ?? 0,
      awarded: r.computedAt != null && (ruleCounts.get(r.id) ?? 0) > 0,
    })),
    total,
  };
}
