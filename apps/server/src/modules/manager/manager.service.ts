import { count, gte, sql } from 'drizzle-orm';
import type { ManagerOverview } from '@golf/shared/schemas/manager';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { lastMonths } from '../../lib/months';

/** Member counts for the manager workplace (admin only; checked by the route's requireAdmin). */
export async function overview(db: Db): Promise<ManagerOverview> {
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${users.disabled} = false and ${users.emailVerified} = true then 1 end`),
      newThisMonth: count(sql`case when ${users.createdAt} >= date_trunc('month', now()) then 1 end`),
      admin: count(sql`case when ${users.role} = 'admin' then 1 end`),
      user: count(sql`case when ${users.role} = 'user' then 1 end`),
    })
    .from(users);
  const months = lastMonths(12);
  const month = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const perMonth = await db
    .select({ month, members: count() })
    .from(users)
    .where(gte(users.createdAt, new Date(`${months[0]}-01T00:00:00Z`)))
    .groupBy(month);
  const counted = new Map(perMonth.map((r) => [r.month, r.members]));
  return {
    total: row.total,
    active: row.active,
    newThisMonth: row.newThisMonth,
    byRole: { admin: row.admin, user: row.user },
    byMonth: months.map((m) => ({ month: m, members: counted.get(m) ?? 0 })),
  };
}
