import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { MyResult, MyResultsAnswer, MyResultsQuery } from '@golf/shared/schemas/result-history';
import type { Db } from '../../db/client';
import { activities, groups, players } from '../../db/schema';
import type { AuthUser } from '../../plugins/context';

/** The part of a stored results row (`activities.results.list[]`) a history needs. */
interface StoredRow {
  pid: string;
  rank: number | null;
  tied?: boolean;
  gross: number | null;
  handicap: number | null;
  net: number | null;
  toPar: number | null;
  points?: number;
  status: string;
}

/** Finished events of mine whose stored results list me. */
const mine = (user: AuthUser) =>
  and(
    eq(players.userId, user.id),
    eq(activities.status, 'finished'),
    isNotNull(activities.results),
    sql`${activities.results} -> 'list' @> jsonb_build_array(jsonb_build_object('pid', ${players.id}::text))`,
  );

/** `GET /api/results/mine?page=&pageSize=`: a page of myResults and how many there are. */
export async function myResultsPage(db: Db, user: AuthUser, { page, pageSize }: MyResultsQuery): Promise<MyResultsAnswer> {
  const list = await myResults(db, user, pageSize, (page - 1) * pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(players)
    .innerJoin(activities, eq(players.activityId, activities.id))
    .where(mine(user));
  return { list, total };
}

/**
 * My line of every finished event I played that has results, newest first: one query (players by
 * user through its index, joined to the event and its group), my row picked from each stored snapshot.
 */
export async function myResults(db: Db, user: AuthUser, limit: number, offset = 0): Promise<MyResult[]> {
  const rows = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      day: activities.acdate,
      groupName: groups.name,
      pid: players.id,
      results: activities.results,
    })
    .from(players)
    .innerJoin(activities, eq(players.activityId, activities.id))
    .innerJoin(groups, eq(activities.groupId, groups.id))
    .where(mine(user))
    .orderBy(desc(activities.acdate), desc(activities.id))
    .limit(limit)
    .offset(offset);
  return rows.flatMap((r) => {
    const list = ((r.results as { list?: StoredRow[] } | null)?.list ?? []) as StoredRow[];
    const me = list.find((row) => row.pid === String(r.pid));
    if (!me) return [];
    return [
      {
        activityId: String(r.activityId),
        title: r.title,
        day: r.day,
        groupName: r.groupName,
        pid: String(r.pid),
        rank: me.rank,
        tied: Boolean(me.tied),
        ranked: list.filter((row) => row.rank !== null).length,
        gross: me.gross,
        handicap: me.handicap,
        net: me.net,
        toPar: me.toPar,
        points: me.points ?? null,
        status: me.status,
      },
    ];
  });
}
