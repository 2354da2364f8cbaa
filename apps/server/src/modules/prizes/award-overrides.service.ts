import { and, eq } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { AwardOverrideInput, AwardsAnswer } from '@golf/shared/schemas/prize';
import { awardOverrides, awardSnapshots } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { effectiveLines, getAwards, refreshAwards } from './awards.service';
import { loadRule, requireEventPlayer } from './prizes.service';

/**
 * `PUT /api/activities/:aid/awards/overrides` (organisers): the winner of one award line — a
 * player of the event or nobody — with the reason. One override per rule line (a second replaces
 * the first); it is applied again after every recomputation. The new winner of a finished event
 * gets the `award.won` message.
 */
export async function setAwardOverride(deps: Deps, user: AuthUser, aid: number, input: AwardOverrideInput, locale: Locale): Promise<AwardsAnswer> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  await loadRule(deps.db, aid, Number(input.ruleId));
  if (input.pid != null) await requireEventPlayer(deps.db, aid, input.pid);
  // the line as the organiser sees it: its computed winner is who the override replaces (and follows, should the results
  // reorder the rule's lines), and an override already on it (maybe made on another slot, then followed its player) is
  // the one changed
  const [snapshot] = await deps.db.select({ winners: awardSnapshots.winners }).from(awardSnapshots).where(eq(awardSnapshots.activityId, aid));
  const line = effectiveLines(snapshot?.winners ?? []).find((l) => l.ruleId === String(input.ruleId) && l.slot === input.slot);
  const values = {
    playerId: input.pid != null ? Number(input.pid) : null,
    replacedPlayerId: line?.computedPid != null ? Number(line.computedPid) : null,
    reason: input.reason,
    userId: user.id,
    createdAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    if (line?.overrideId) await tx.delete(awardOverrides).where(and(eq(awardOverrides.id, Number(line.overrideId)), eq(awardOverrides.activityId, aid)));
    await tx
      .insert(awardOverrides)
      .values({ activityId: aid, ruleId: Number(input.ruleId), slot: input.slot, ...values })
      .onConflictDoUpdate({ target: [awardOverrides.ruleId, awardOverrides.slot], set: values });
  });
  await refreshAwards(deps.db, aid);
  return getAwards(deps.db, user, aid, locale);
}

/** `DELETE …/awards/overrides/:oid` (organisers): the computed winner takes the line again. */
export async function deleteAwardOverride(deps: Deps, user: AuthUser, aid: number, oid: number, locale: Locale): Promise<AwardsAnswer> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  const removed = await deps.db
    .delete(awardOverrides)
    .where(and(eq(awardOverrides.id, oid), eq(awardOverrides.activityId, aid)))
    .returning({ id: awardOverrides.id });
  if (removed.length === 0) throw notFound('errors.awardOverrideNotFound');
  await refreshAwards(deps.db, aid);
  return getAwards(deps.db, user, aid, locale);
}
