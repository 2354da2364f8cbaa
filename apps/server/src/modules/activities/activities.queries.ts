import { and, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MyRegistration } from '@golf/shared/schemas/activity';
import type { CourseRef } from '@golf/shared/schemas/course';
import type { GroupRole } from '@golf/shared/schemas/group';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { activities, courses, groupMembers, groups, players } from '../../db/schema';
import type { AuthUser } from '../../plugins/context';
import type { ActivityHead } from './activities.access';
import type { ActivityContext } from './activities.presenter';

const ORGANISING: GroupRole[] = ['owner', 'organiser'];

/** Waiting-list length per activity. */
export async function waitlistCounts(db: Db, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: players.activityId, n: count() })
    .from(players)
    .where(and(inArray(players.activityId, activityIds), eq(players.status, 'waitlisted')))
    .groupBy(players.activityId);
  return new Map(rows.map((r) => [r.activityId, r.n]));
}

/** The 1-based place of one waitlisted player. */
export async function waitlistPosition(db: Db, activityId: number, playerId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(players)
    .where(and(eq(players.activityId, activityId), eq(players.status, 'waitlisted'), lte(players.id, playerId)));
  return n;
}

/** The columns an event's answer shows: not the results snapshot or flight settings. */
const VIEW_COLUMNS = {
  id: activities.id,
  groupId: activities.groupId,
  title: activities.title,
  type: activities.type,
  status: activities.status,
  acdate: activities.acdate,
  days: activities.days,
  teeOffTime: activities.teeOffTime,
  regtime: activities.regtime,
  starttime: activities.starttime,
  utcOffset: activities.utcOffset,
  place: activities.place,
  address: activities.address,
  contact: activities.contact,
  capacity: activities.capacity,
  registered: activities.registered,
  description: activities.description,
  courseIds: activities.courseIds,
  handicapSystem: activities.handicapSystem,
  // the hidden holes in use (drawn at the first score when none were chosen): organisers see the drawn ones
  hiddenHoles: activities.hiddenHoles,
  divisions: activities.divisions,
  team: activities.team,
  vote: activities.vote,
  isPublic: activities.isPublic,
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
};

export type ActivityView = Pick<ActivityHead, keyof typeof VIEW_COLUMNS>;

export interface ActivityViewRow {
  row: ActivityView;
  ctx: ActivityContext;
  /** the number of events matching the filter (every page row carries it) */
  total: number;
}

/**
 * Events with everything their answer needs — group name, courses, waiting list, the caller's
 * registration, place on the waiting list and group role, and the filter's total — in ONE statement
 * (joins and correlated subqueries on indexed columns), whatever the number of rows. The caller is
 * the placeholder `userId` (0 for nobody: ids start at 1); callers add where/order/limit and prepare.
 */
export function viewQuery(db: Db) {
  const mine = alias(players, 'mine');
  const membership = alias(groupMembers, 'membership');
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...VIEW_COLUMNS,
      groupName: groups.name,
      waitlisted: sql<number>`(select count(*) from ${players} w where w.activity_id = ${activities.id} and w.status = 'waitlisted')`.mapWith(Number),
      myId: mine.id,
      myStatus: mine.status,
      myRemark: mine.remark,
      myPosition: sql<number | null>`case when ${mine.status} = 'waitlisted' then (select count(*) from ${players} w where w.activity_id = ${activities.id} and w.status = 'waitlisted' and w.id <= ${mine.id}) end`.mapWith(Number),
      myRole: membership.role,
      courses: sql<CourseRef[]>`(select coalesce(jsonb_agg(jsonb_build_object('id', c.id::text, 'name', c.name, 'venue', c.venue, 'holeCount', jsonb_array_length(c.holes))), '[]'::jsonb) from ${courses} c where c.id in (select jsonb_array_elements_text(${activities.courseIds})::bigint))`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .leftJoin(mine, and(eq(mine.activityId, activities.id), eq(mine.userId, userId), ne(mine.status, 'withdrawn')))
    .leftJoin(membership, and(eq(membership.groupId, activities.groupId), eq(membership.userId, userId)))
    .$dynamic();
}

type ViewQueryRow = Awaited<ReturnType<typeof viewQuery>>[number];

/** viewQuery's rows as the presenter takes them. */
export function toViews(rows: ViewQueryRow[], user: AuthUser | null, now: Date): ActivityViewRow[] {
  return rows.map(({ groupName, waitlisted, myId, myStatus, myRemark, myPosition, myRole, courses: courseRefs, total, ...row }) => {
    let myRegistration: MyRegistration | null = null;
    if (myId !== null && myStatus !== null && myStatus !== 'withdrawn') {
      const registration: MyRegistration = { id: String(myId), status: myStatus, remark: myRemark ?? '' };
      if (myStatus === 'waitlisted') registration.position = myPosition ?? 1;
      myRegistration = registration;
    }
    return {
      row,
      total,
      ctx: {
        groupName,
        courses: courseRefs ?? [],
        waitlisted,
        myRegistration,
        myRole,
        canManage: user?.role === 'admin' || (myRole !== null && ORGANISING.includes(myRole)),
        now,
      },
    };
  });
}

/** One event as the caller sees it (undefined when there is none). */
export async function activityView(db: Db, user: AuthUser | null, aid: number, now: Date): Promise<ActivityViewRow | undefined> {
  const statement = preparedFor(db, 'activity_view', (name) =>
    viewQuery(db)
      .where(eq(activities.id, sql.placeholder('aid')))
      .limit(1)
      .prepare(name),
  );
  const [view] = toViews(await statement.execute({ aid, userId: user?.id ?? 0 }), user, now);
  return view;
}
