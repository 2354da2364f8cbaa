import type { PrizeSettings } from '@golf/shared/schemas/prize';
import { prizeSettings } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { prizeSettingsOf, refreshAwards } from './awards.service';

/** `GET /api/activities/:aid/prize-settings` (organisers): one main prize per player and the net/gross priority. */
export async function getPrizeSettings(deps: Deps, user: AuthUser, aid: number): Promise<PrizeSettings> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  return prizeSettingsOf(deps.db, aid);
}

/** `PUT /api/activities/:aid/prize-settings` (organisers): stores the settings and recomputes the awards with them. */
export async function updatePrizeSettings(deps: Deps, user: AuthUser, aid: number, input: PrizeSettings): Promise<PrizeSettings> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  const values = { oneMainPrizePerPlayer: input.oneMainPrizePerPlayer, priority: input.priority, updatedAt: new Date() };
  await deps.db
    .insert(prizeSettings)
    .values({ activityId: aid, ...values })
    .onConflictDoUpdate({ target: prizeSettings.activityId, set: values });
  await refreshAwards(deps.db, aid);
  return prizeSettingsOf(deps.db, aid);
}
