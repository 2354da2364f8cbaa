import { eq, max } from 'drizzle-orm';
import { PRIZE_TEMPLATES, templateHole, templateRuleNum, type PrizeTemplateName } from '@golf/shared/golf/prize-templates';
import type { Locale } from '@golf/shared/locales';
import type { PrizeBoard } from '@golf/shared/schemas/prize';
import { prizeRules, prizes } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { activityHoles } from '../results/scoring-input';
import { refreshAwards } from './awards.service';
import { getPrizeBoard } from './prizes.service';

/**
 * `POST /api/activities/:aid/prize-templates` (organisers): adds a ready-made set — one prize item
 * (named in the caller's language) and its rule per line, presented after the existing rules; skill
 * prizes go to the course's par 3s and par 5s. Everything stays editable.
 */
export async function applyPrizeTemplate(deps: Deps, user: AuthUser, aid: number, template: PrizeTemplateName, locale: Locale): Promise<PrizeBoard> {
  const activity = await loadActivity(deps.db, aid);
  await requireManage(deps.db, user, activity);
  const holes = await activityHoles(deps.db, activity);
  await deps.db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(prizeRules.order) }).from(prizeRules).where(eq(prizeRules.activityId, aid));
    let order = last ?? 0;
    for (const line of PRIZE_TEMPLATES[template]) {
      const hole = line.holeOf ? templateHole(holes, line.holeOf) : null;
      const name = translate(locale, `prizeTemplate.item.${line.key}`, { hole: hole ?? '' });
      const [prize] = await tx.insert(prizes).values({ activityId: aid, name, num: line.stock, source: 'bought' }).returning({ id: prizes.id });
      order += 1;
      await tx.insert(prizeRules).values({ activityId: aid, type: line.type, ranking: line.ranking, order, hole, prizeId: prize.id, num: templateRuleNum(line) });
    }
  });
  await refreshAwards(deps.db, aid);
  return getPrizeBoard(deps.db, user, aid);
}
