import type { Player } from '@golf/shared/schemas/activity';
import type { players } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect & { avatar: string | null; accountDisabled?: boolean | null };

export interface PlayerView {
  /** organisers see remarks and guest contacts */
  organiser: boolean;
  /** the caller sees their own remark */
  userId: number;
}

export function presentPlayer(row: PlayerRow, position: number | null, view: PlayerView): Player {
  const own = row.userId !== null && row.userId === view.userId;
  return {
    id: String(row.id),
    userId: row.userId === null ? null : String(row.userId),
    name: row.name,
    avatar: row.avatar ?? '',
    sex: row.sex,
    handicap: row.handicap,
    division: row.division,
    team: row.team,
    ...(view.organiser || own ? { remark: row.remark } : {}),
    ...(view.organiser ? { contact: row.contact } : {}),
    status: row.status,
    isGuest: row.isGuest,
    hostUserId: row.hostUserId === null ? null : String(row.hostUserId),
    position,
    ...(view.organiser ? { scoreStatus: row.scoreStatus, accountDisabled: row.accountDisabled === true } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
