import { count, sql } from 'drizzle-orm';
import type { ManagerOverview } from '@golf/shared/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
  return { total: row.total, active: row.active, newThisMonth: row.newThisMonth, byRole: { admin: row.admin, user: row.user } };
}
