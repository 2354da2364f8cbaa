import { and, eq, sql } from 'drizzle-orm';
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
  const ruleId = Number(input.ruleId);
  await deps.db.transaction(async (tx) => {
    const [mine] = line?.overrideId
      ? await tx
          .delete(awardOverrides)
          .where(and(eq(awardOverrides.id, Number(line.overrideId)), eq(awardOverrides.activityId, aid)))
          .returning({ replaced: awardOverrides.replacedPlayerId })
      : [];
    // an override still stored at this slot is shown on another line (it followed its player there, or waits after the
    // rule's lines): it keeps its decision on a free slot instead of being overwritten by this one
    const [other] = await tx
      .select({ id: awardOverrides.id })
      .from(awardOverrides)
      .where(and(eq(awardOverrides.ruleId, ruleId), eq(awardOverrides.slot, input.slot)));
    if (other) {
      const [{ top }] = await tx.select({ top: sql<number>`coalesce(max(${awardOverrides.slot}), 0)` }).from(awardOverrides).where(eq(awardOverrides.ruleId, ruleId));
      await tx.update(awardOverrides).set({ slot: Number(top) + 1 }).where(eq(awardOverrides.id, other.id));
    }
    await tx.insert(awardOverrides).values({
      activityId: aid,
      ruleId,
      slot: input.slot,
      playerId: input.pid != null ? Number(input.pid) : null,
      // the line's computed winner; a line after the rule's (a stale override's) has none: it keeps the one it replaced
      replacedPlayerId: line?.computedPid != null ? Number(line.computedPid) : (mine?.replaced ?? null),
      reason: input.reason,
      userId: user.id,
      createdAt: new Date(),
    });
  });
  await refreshAwards(deps.db, aid, true);
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
  await refreshAwards(deps.db, aid, true);
  return getAwards(deps.db, user, aid, locale);
}
