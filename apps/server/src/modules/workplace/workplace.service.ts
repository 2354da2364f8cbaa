import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Workplace, WorkplaceGroup, WorkplaceTodo, WorkplaceUpcoming } from '@golf/shared/schemas/workplace';
import type { Db } from '../../db/client';
import {
  activities,
  flightPlayers,
  flights,
  groupApplications,
  groupMembers,
  groups,
  messages,
  noticeReads,
  notices,
  players,
  scores,
  topics,
} from '../../db/schema';
import type { AuthUser } from '../../plugins/context';
import { isoAt } from '../../lib/times';
import { presentNotice } from '../notices/notices.presenter';
import { selectNotices } from '../notices/notices.queries';
import { presentTopic } from '../topics/topics.presenter';
import { selectTopics } from '../topics/topics.service';
import { myResults } from '../results/my-results.service';

const LATEST = 5;
const TREND = 6;
const MY_GROUPS = 6;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The home page in one answer and a fixed number of queries (nine), whatever the number of groups or events:
 * next event (+ my flight), open registrations, my latest results, latest notices, latest topics, organiser to-dos,
 * my groups (pending applications come from the to-dos), my upcoming events with their flights, unread counts.
 */
export async function workplace(db: Db, user: AuthUser): Promise<Workplace> {
  const myGroups = db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, user.id));

  const [next] = await db
    .select({
      id: activities.id,
      title: activities.title,
      groupName: groups.name,
      acdate: activities.acdate,
      teeOffTime: activities.teeOffTime,
      place: activities.place,
      status: activities.status,
      registration: players.status,
      flightDay: flights.day,
      flightTeeTime: flights.teeTime,
      flightStartHole: flights.startHole,
      flightStartGroup: flights.startGroup,
      flightPosition: flights.position,
    })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .leftJoin(flightPlayers, eq(flightPlayers.playerId, players.id))
    // a flight shows once the organisers published the arrangement (the working copy stays theirs)
    .leftJoin(flights, and(eq(flights.id, flightPlayers.flightId), isNotNull(activities.flightsPublishedAt)))
    .where(
      and(
        eq(players.userId, user.id),
        inArray(players.status, ['registered', 'waitlisted']),
        gte(activities.acdate, today()),
        notInArray(activities.status, ['draft', 'cancelled', 'finished']),
      ),
    )
    .orderBy(asc(activities.acdate), asc(activities.teeOffTime), asc(activities.id))
    .limit(1);

  const open = await db
    .select({
      id: activities.id,
      title: activities.title,
      groupName: groups.name,
      acdate: activities.acdate,
      regtime: activities.regtime,
      utcOffset: activities.utcOffset,
      capacity: activities.capacity,
      registered: activities.registered,
      myStatus: players.status,
    })
    .from(activities)
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .leftJoin(players, and(eq(players.activityId, activities.id), eq(players.userId, user.id)))
    .where(and(inArray(activities.groupId, myGroups), eq(activities.status, 'registering'), gt(activities.regtime, new Date())))
    .orderBy(asc(activities.regtime), asc(activities.id))
    .limit(LATEST);

  const latestResults = await myResults(db, user, TREND);

  const noticeRows = await selectNotices(db, user.id, inArray(notices.groupId, myGroups)).limit(LATEST);

  const topicRows = await selectTopics(db, and(inArray(topics.groupId, myGroups), or(eq(topics.hidden, false), eq(topics.authorId, user.id))))
    .orderBy(desc(topics.lastReplyAt), desc(topics.id))
    .limit(LATEST);

  const todos = await organiserTodos(db, user.id);
  const pendingOf = new Map(todos.filter((t) => t.kind === 'applications').map((t) => [t.groupId, t.count]));

  const groupRows = await db
    .select({ id: groups.id, name: groups.name, logo: groups.logo, memberCount: groups.memberCount, myRole: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, user.id))
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(MY_GROUPS);
  const myGroupList: WorkplaceGroup[] = groupRows.map((g) => ({
    id: String(g.id),
    name: g.name,
    logo: g.logo,
    memberCount: g.memberCount,
    myRole: g.myRole,
    pending: g.myRole === 'member' ? 0 : (pendingOf.get(String(g.id)) ?? 0),
  }));

  const upcoming = await myUpcoming(db, user.id);

  const [counts] = await db
    .select({
      unreadMessages: sql<number>`(${db.select({ n: sql`count(*)` }).from(messages).where(and(eq(messages.userId, user.id), isNull(messages.readAt)))})`.mapWith(Number),
      unreadNotices: sql<number>`(${db
        .select({ n: sql`count(*)` })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.id)))
        .where(and(inArray(notices.groupId, myGroups), isNull(noticeReads.userId)))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);

  return {
    nextEvent: next
      ? {
          id: String(next.id),
          title: next.title,
          groupName: next.groupName,
          acdate: next.acdate,
          teeOffTime: next.teeOffTime,
          place: next.place,
          status: next.status,
          registration: next.registration === 'waitlisted' ? 'waitlisted' : 'registered',
          flight:
            next.flightTeeTime != null
              ? {
                  day: next.flightDay ?? next.acdate,
                  teeTime: next.flightTeeTime,
                  startHole: next.flightStartHole ?? 1,
                  startGroup: next.flightStartGroup ?? '',
                  position: next.flightPosition ?? 0,
                }
              : null,
        }
      : null,
    openEvents: open.map((o) => ({
      id: String(o.id),
      title: o.title,
      groupName: o.groupName,
      acdate: o.acdate,
      // at the course's offset, as the event's own answer gives it
      regtime: isoAt(o.regtime, o.utcOffset),
      capacity: o.capacity,
      registered: o.registered,
      myStatus: o.myStatus === 'registered' || o.myStatus === 'waitlisted' ? o.myStatus : null,
    })),
    latestResults,
    notices: noticeRows.map(presentNotice),
    topics: topicRows.map(presentTopic),
    todos,
    myGroups: myGroupList,
    pendingApplications: [...pendingOf.values()].reduce((sum, n) => sum + n, 0),
    upcoming,
    unreadMessages: counts?.unreadMessages ?? 0,
    unreadNotices: counts?.unreadNotices ?? 0,
  };
}

/**
 * My next events (registered or waiting, soonest first) with my flight once published and its partners, in one query.
 */
async function myUpcoming(db: Db, userId: number): Promise<WorkplaceUpcoming[]> {
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      groupName: groups.name,
      acdate: activities.acdate,
      teeOffTime: activities.teeOffTime,
      place: activities.place,
      pid: players.id,
      status: players.status,
      remark: players.remark,
      flightId: flights.id,
      flightDay: flights.day,
      flightTeeTime: flights.teeTime,
      flightStartHole: flights.startHole,
      flightStartGroup: flights.startGroup,
      // the other players of my flight, in flight order (a correlated subquery: no query per event)
      partners: sql<string[]>`(select coalesce(json_agg(mate.name order by fp.position), '[]'::json) from flight_players fp join players mate on mate.id = fp.player_id where fp.flight_id = ${flights.id} and fp.player_id <> ${players.id})`,
    })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .leftJoin(flightPlayers, eq(flightPlayers.playerId, players.id))
    .leftJoin(flights, and(eq(flights.id, flightPlayers.flightId), isNotNull(activities.flightsPublishedAt)))
    .where(
      and(
        eq(players.userId, userId),
        inArray(players.status, ['registered', 'waitlisted']),
        gte(activities.acdate, today()),
        notInArray(activities.status, ['draft', 'cancelled', 'finished']),
      ),
    )
    .orderBy(asc(activities.acdate), asc(activities.teeOffTime), asc(activities.id))
    .limit(LATEST);
  return rows.map((r) => ({
    id: String(r.id),
    title: r.title,
    groupName: r.groupName,
    acdate: r.acdate,
    teeOffTime: r.teeOffTime,
    place: r.place,
    registration: { id: String(r.pid), status: r.status === 'waitlisted' ? 'waitlisted' : 'registered', remark: r.remark },
    flight:
      r.flightId != null && r.flightTeeTime != null
        ? {
            day: r.flightDay ?? r.acdate,
            teeTime: r.flightTeeTime,
            startHole: r.flightStartHole ?? 1,
            startGroup: r.flightStartGroup ?? '',
            partners: Array.isArray(r.partners) ? r.partners : [],
          }
        : null,
  }));
}

/**
 * Work waiting for an organiser, in one UNION ALL: pending applications per group, registered players
 * without a flight per upcoming event, and players of events in play with holes still missing.
 */
async function organiserTodos(db: Db, userId: number): Promise<WorkplaceTodo[]> {
  const organised = db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.role, ['owner', 'organiser'])));
  const applications = db
    .select({
      kind: sql<string>`'applications'`.as('kind'),
      count: sql<number>`count(*)::int`.as('count'),
      groupId: groups.id,
      groupName: groups.name,
      activityId: sql<number | null>`null::bigint`.as('activity_id'),
      activityTitle: sql<string | null>`null::text`.as('activity_title'),
      acdate: sql<string | null>`null::date`.as('acdate'),
    })
    .from(groupApplications)
    .innerJoin(groups, eq(groups.id, groupApplications.groupId))
    .where(and(inArray(groupApplications.groupId, organised), eq(groupApplications.status, 'pending')))
    .groupBy(groups.id, groups.name);

  const unassigned = db
    .select({
      kind: sql<string>`'unassigned'`,
      count: sql<number>`count(*)::int`,
      groupId: groups.id,
      groupName: groups.name,
      activityId: activities.id,
      activityTitle: activities.title,
      acdate: sql<string | null>`${activities.acdate}`,
    })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .leftJoin(flightPlayers, eq(flightPlayers.playerId, players.id))
    .where(
      and(
        inArray(activities.groupId, organised),
        // once sign-up has closed (its deadline passed, stored as closed or not yet); while it is open only when flights
        // are already made (a late sign-up is left out of them): before that, every sign-up would be a to-do the
        // deadline's one click settles (PRODUCT.md flow 3)
        or(
          eq(activities.status, 'closed'),
          and(
            eq(activities.status, 'registering'),
            or(lte(activities.regtime, new Date()), sql`exists (select 1 from ${flights} where ${flights.activityId} = ${activities.id})`),
          ),
        ),
        gte(activities.acdate, today()),
        eq(players.status, 'registered'),
        isNull(flightPlayers.playerId),
      ),
    )
    .groupBy(groups.id, groups.name, activities.id, activities.title, activities.acdate);

  /** holes of the event: the holes of its courses (18 when none is set) */
  const holesOfEvent = sql`coalesce((select sum(jsonb_array_length(c.holes)) from courses c where c.id in (select jsonb_array_elements_text(${activities.courseIds})::bigint)), 18)`;
  const missingScores = db
    .select({
      kind: sql<string>`'missingScores'`,
      count: sql<number>`count(*)::int`,
      groupId: groups.id,
      groupName: groups.name,
      activityId: activities.id,
      activityTitle: activities.title,
      acdate: sql<string | null>`${activities.acdate}`,
    })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .where(
      and(
        inArray(activities.groupId, organised),
        eq(activities.status, 'playing'),
        eq(players.status, 'registered'),
        sql`(select count(*) from ${scores} where ${scores.playerId} = ${players.id}) < ${holesOfEvent}`,
      ),
    )
    .groupBy(groups.id, groups.name, activities.id, activities.title, activities.acdate);

  const rows = await applications.unionAll(unassigned).unionAll(missingScores);
  return rows
    .filter((r) => r.count > 0)
    .sort((a, b) => (a.acdate ?? '').localeCompare(b.acdate ?? '') || a.kind.localeCompare(b.kind))
    .map((r) => ({
      kind: r.kind as WorkplaceTodo['kind'],
      count: r.count,
      groupId: String(r.groupId),
      groupName: r.groupName,
      activityId: r.activityId == null ? null : String(r.activityId),
      activityTitle: r.activityTitle,
    }));
}
