import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NextActivity } from '@golf/shared/schemas/group';
import type { Db } from '../../db/client';
import { activities, groupApplications, groupMembers, groups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type GroupRow = typeof groups.$inferSelect;

/** The group or 404. */
export async function loadGroup(db: Db, groupId: number): Promise<GroupRow> {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!row) throw notFound('errors.groupNotFound');
  return row;
}

export const myMembership = alias(groupMembers, 'my_membership');

/**
 * Groups with everything a card shows, for the caller `me`, in one query: the owner's nickname,
 * my role (left join), whether my application is pending, and the next event (acdate ≥ today,
 * not draft or cancelled) as one correlated sub-select each.
 */
export function selectGroupsFor(db: Db, me: number) {
  return db
    .select({
      group: groups,
      ownerNickname: users.nickname,
      myRole: myMembership.role,
      myPending: sql<boolean>`exists (select 1 from ${groupApplications} where ${groupApplications.groupId} = ${groups.id} and ${groupApplications.userId} = ${me} and ${groupApplications.status} = 'pending')`,
      nextActivity: sql<NextActivity | null>`(select json_build_object('id', ${activities.id}::text, 'title', ${activities.title}, 'acdate', to_char(${activities.acdate}, 'YYYY-MM-DD')) from ${activities} where ${activities.groupId} = ${groups.id} and ${activities.acdate} >= current_date and ${activities.status} not in ('draft', 'cancelled') order by ${activities.acdate}, ${activities.id} limit 1)`,
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.ownerId))
    .leftJoin(myMembership, and(eq(myMembership.groupId, groups.id), eq(myMembership.userId, me)));
}
