import { and, eq } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { AwardOverrideInput, AwardsAnswer } from '@golf/shared/schemas/prize';
import { awardOverrides } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { getAwards, refreshAwards } from './awards.service';
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
  const values = { playerId: input.pid != null ? Number(input.pid) : null, reason: input.reason, userId: user.id, createdAt: new Date() };
  await deps.db
    .insert(awardOverrides)
    .values({ activityId: aid, ruleId: Number(input.ruleId), slot: input.slot, ...values })
    .onConflictDoUpdate({ target: [awardOverrides.ruleId, awardOverrides.slot], set: values });
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
