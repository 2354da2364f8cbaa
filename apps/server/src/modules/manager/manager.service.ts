import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ManagerMember,
  ManagerMemberList,
  ManagerMemberQuerySchema,
  ManagerMemberUpdate,
  ManagerOverview,
} from '@golf/shared/schemas/manager';
import type { Db } from '../../db/client';
import { groupMembers, sessions, users } from '../../db/schema';
import { revokeUserTokens } from '../auth/user-tokens';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
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

const memberColumns = {
  user: users,
  groupCount: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.userId} = ${users.id})`,
};

function presentManagerMember(row: { user: typeof users.$inferSelect; groupCount: number }): ManagerMember {
  const u = row.user;
  return {
    id: String(u.id),
    username: u.username,
    nickname: u.nickname,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    role: u.role,
    disabled: u.disabled,
    emailVerified: u.emailVerified,
    sex: u.sex,
    handicap: u.handicap,
    groupCount: Number(row.groupCount),
    createdAt: u.createdAt.toISOString(),
  };
}

/** `GET /api/manager/members`: keyword over user name, nickname, email and phone; newest accounts first. */
export async function listMembers(db: Db, query: z.infer<typeof ManagerMemberQuerySchema>): Promise<ManagerMemberList> {
  const filters: SQL[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    const matches: SQL[] = [ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
    // a name typed without its space (田中浩 for 田中 浩); a phone number typed without its spaces, dashes or "+"
    const unspaced = query.keyword.replace(/\s+/g, '');
    if (unspaced) matches.push(ilike(sql`regexp_replace(${users.nickname}, '[[:space:]\u3000]', '', 'g')`, containsPattern(unspaced)));
    const digits = /^[\d\s+\-().]+$/.test(query.keyword) ? query.keyword.replace(/\D/g, '') : '';
    if (digits.length >= 4) matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    filters.push(or(...matches)!);
  }
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.disabled !== undefined) filters.push(eq(users.disabled, query.disabled));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { list: rows.map(presentManagerMember), total };
}

/**
 * `PATCH /api/manager/members/:uid`: grant or remove admin, disable or enable. Disabling deletes the
 * account's sessions in the same transaction, so its next request is answered 401. An admin can
 * neither remove their own admin role nor disable themself, so at least one admin always remains.
 */
export async function updateMember(db: Db, me: AuthUser, userId: number, input: ManagerMemberUpdate): Promise<ManagerMember> {
  if (userId === me.id && input.role === 'user') throw conflict('errors.cannotDemoteSelf');
  if (userId === me.id && input.disabled === true) throw conflict('errors.cannotDisableSelf');
  await db.transaction(async (tx) => {
    // the active administrators' rows first: two administrators demoting or disabling each other at the same moment go
    // one after the other, and the second finds it is no longer one (the site always keeps one)
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
      .orderBy(users.id)
      .for('update');
    if (!admins.some((a) => a.id === me.id)) throw forbidden('errors.forbidden');
    const [row] = await tx
      .update(users)
      .set({ ...(input.role ? { role: input.role } : {}), ...(input.disabled !== undefined ? { disabled: input.disabled } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw notFound('errors.userNotFound');
    if (input.disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await revokeUserTokens(tx, userId, ['emailChange']);
    }
  });
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, userId));
  return presentManagerMember(row);
}
