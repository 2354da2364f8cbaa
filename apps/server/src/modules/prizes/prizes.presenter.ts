import type { PrizeAllocation } from '@golf/shared/golf/prize-allocation';
import type { PrizeRuleType } from '@golf/shared/golf/prize-types';
import type { PrizeItem, PrizeRuleItem } from '@golf/shared/schemas/prize';
import type { prizeRules, prizes } from '../../db/schema';

export type PrizeRow = typeof prizes.$inferSelect & { sponsor: string | null; anonymous: boolean | null };
export type RuleRow = typeof prizeRules.$inferSelect;

export function presentPrize(row: PrizeRow, allocation: PrizeAllocation | undefined): PrizeItem {
  const allocated = allocation?.allocated ?? 0;
  const remainder = allocation?.remainder ?? row.num;
  return {
    id: String(row.id),
    name: row.name,
    num: row.num,
    price: row.price,
    image: row.image,
    source: row.source,
    donationId: row.donationId != null ? String(row.donationId) : null,
    sponsor: row.anonymous ? null : row.sponsor,
    allocated,
    remainder,
    status: allocation?.status ?? (remainder === 0 ? 'full' : 'ok'),
  };
}

export function presentRule(row: RuleRow): PrizeRuleItem {
  return {
    id: String(row.id),
    type: row.type as PrizeRuleType,
    ranking: row.ranking,
    order: row.order,
    sex: row.sex,
    division: row.division,
    hole: row.hole,
    prizeId: String(row.prizeId),
    num: row.num,
    winnerPid: row.manualWinnerPlayerId != null ? String(row.manualWinnerPlayerId) : null,
    winnerDistance: row.manualWinnerPlayerId != null ? row.manualWinnerDistance : null,
  };
}
