import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { MyResult } from '@golf/shared/schemas/result-history';
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

/**
 * My line of every finished event I played that has results, newest first: one query (players by
 * user through its index, joined to the event and its group), my row picked from each stored snapshot.
 */
export async function myResults(db: Db, user: AuthUser, limit: number): Promise<MyResult[]> {
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
    .where(and(eq(players.userId, user.id), eq(activities.status, 'finished'), isNotNull(activities.results)))
    .orderBy(desc(activities.acdate), desc(activities.id))
    .limit(limit);
  return rows.flatMap((r) => {
    const list = ((r.results as { list?: StoredRow[] } | null)?.list ?? []) as StoredRow[];
    const mine = list.find((row) => row.pid === String(r.pid));
    if (!mine) return [];
    return [
      {
        activityId: String(r.activityId),
        title: r.title,
        day: r.day,
        groupName: r.groupName,
        pid: String(r.pid),
        rank: mine.rank,
        tied: Boolean(mine.tied),
        ranked: list.filter((row) => row.rank !== null).length,
        gross: mine.gross,
        handicap: mine.handicap,
        net: mine.net,
        toPar: mine.toPar,
        points: mine.points ?? null,
        status: mine.status,
      },
    ];
  });
}
