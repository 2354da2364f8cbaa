import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { VoteSettings } from '@golf/shared/schemas/vote';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import { players, users, voteSettlements } from '../../db/schema';
import type { Namer } from './vote.presenter';

export interface VotePlayerRow {
  id: number;
  name: string;
  handicap: number | null;
  status: 'registered' | 'waitlisted' | 'withdrawn';
}

/** Players who can appear on tickets (entered or withdrawn; the waiting list plays no part). */
export async function votePlayers(db: Db, aid: number): Promise<VotePlayerRow[]> {
  return db
    .select({ id: players.id, name: players.name, handicap: players.handicap, status: players.status })
    .from(players)
    .where(and(eq(players.activityId, aid), inArray(players.status, ['registered', 'withdrawn'])))
    .orderBy(players.id);
}

/** Names for the options of the board and the settlement; a player no longer in the event is named as withdrawn. */
export function namerOf(rows: readonly VotePlayerRow[], settings: VoteSettings, locale: Locale): Namer {
  return {
    player: new Map(rows.map((p) => [String(p.id), p.name])),
    frames: new Map((settings.frames ?? []).map((f) => [f.id, f.pids])),
    byFrames: settings.ticketType === 'frameQuinella',
    gone: translate(locale, 'vote.playerWithdrawn'),
  };
}

export async function settlementRow(db: Db, aid: number) {
  const [row] = await db.select().from(voteSettlements).where(eq(voteSettlements.activityId, aid)).limit(1);
  return row ?? null;
}

/** Nicknames of users by id (string ids in, string ids out). */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids.map(Number)));
  return new Map(rows.map((r) => [String(r.id), r.nickname]));
}

export const voteLink = (aid: number) => `/dashboard/activity/vote?id=${aid}`;
