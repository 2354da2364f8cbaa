import { and, eq } from 'drizzle-orm';
import { ActivityVoteSchema, type ActivityVote } from '@golf/shared/schemas/activity';
import { VoteSettingsSchema, type VoteSettings } from '@golf/shared/schemas/vote';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import type { ActivityHead, Viewer } from '../activities/activities.access';

/** The activity's vote: on/off plus the settings with their defaults. */
export function voteOf(row: ActivityHead): { enabled: boolean; settings: VoteSettings; stored: ActivityVote } {
  const stored = ActivityVoteSchema.parse(row.vote);
  const { enabled, ...rest } = stored;
  return { enabled, settings: VoteSettingsSchema.parse(rest), stored };
}

/** The vote deadline: the event's `starttime`, else its first tee-off on the event's clock. */
export function voteDeadline(row: ActivityHead): Date {
  return row.starttime ?? new Date(`${row.acdate}T${row.teeOffTime}:00${row.utcOffset}`);
}

const VOTING_STATUSES = ['registering', 'closed'];

/** Tickets may be placed and cancelled: the vote is on, the event not yet played, the deadline ahead. */
export function voteOpen(row: ActivityHead, settled: boolean, now = new Date()): boolean {
  return voteOf(row).enabled && !settled && VOTING_STATUSES.includes(row.status) && now < voteDeadline(row);
}

export function requireVoteOpen(row: ActivityHead, settled: boolean): void {
  if (!voteOf(row).enabled) throw conflict('errors.voteOff');
  if (!voteOpen(row, settled)) throw conflict('errors.voteClosed');
}

/**
 * Why the user may not buy tickets (a catalog key), or null. Players of the event vote when
 * `participantsMayVote`; members of the group who do not play when `nonPlayersMayVote`.
 */
export async function voteRefusal(db: Db, user: AuthUser, row: ActivityHead, viewer: Viewer): Promise<string | null> {
  const { settings } = voteOf(row);
  const [entry] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.activityId, row.id), eq(players.userId, user.id), eq(players.status, 'registered')))
    .limit(1);
  if (entry) return settings.participantsMayVote ? null : 'errors.voteParticipantsMayNot';
  if (!viewer.role) return 'errors.voteMembersOnly';
  return settings.nonPlayersMayVote ? null : 'errors.voteNonPlayersMayNot';
}

export async function requireMayVote(db: Db, user: AuthUser, row: ActivityHead, viewer: Viewer): Promise<void> {
  const refusal = await voteRefusal(db, user, row, viewer);
  if (refusal) throw forbidden(refusal);
}
