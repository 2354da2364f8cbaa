/**
 * The spec's prize allocation helper (§3, §5): how much of each prize item the prize rules take.
 *
 * One function for the form and the server, so both show the same remainder and the same error.
 */

/** A prize item: goods or money with a quantity (`num`). */
export interface PrizeItem {
  id: string;
  name: string;
  num: number;
}

/** What the allocation needs of a prize rule: which prize, how many per winner, and what says how many winners. */
export interface PrizeAllocationRule {
  id: string;
  prizeId: string;
  num: number;
  type?: string;
  ranking?: number;
  sex?: string | null;
}

/**
 * How many winners a rule has, as far as that is known before the results: a lucky draw draws `ranking` players, best
 * by sex without a sex named gives one man and one woman; every other rule one. (A shared place, every Nth place and
 * best of division per division may still need more on the day: the awards list shows each winner's line.)
 */
export function ruleWinners(rule: Pick<PrizeAllocationRule, 'type' | 'ranking' | 'sex'>): number {
  if (rule.type === 'luckyDraw') return Math.max(1, rule.ranking ?? 1);
  if (rule.type === 'bestSex' && !rule.sex) return 2;
  return 1;
}

/** `ok`: some left; `full`: remainder exactly 0; `over`: negative remainder (the prize is disabled and reported). */
export type PrizeAllocationStatus = 'ok' | 'full' | 'over';

export interface PrizeAllocation {
  prizeId: string;
  name: string;
  num: number;
  allocated: number;
  remainder: number;
  status: PrizeAllocationStatus;
}

/**
 * Per prize, in the prizes' order: allocated = sum of `num` × {@link ruleWinners} of the rules that give it,
 * remainder = num − allocated, and its status. Rules naming an unknown prize are ignored.
 *
 * @example
 * allocatePrizes([{ id: '1', name: 'Trophy', num: 2 }], [{ id: 'r1', prizeId: '1', num: 2 }])
 * // [{ prizeId: '1', name: 'Trophy', num: 2, allocated: 2, remainder: 0, status: 'full' }]
 */
export function allocatePrizes(prizes: readonly PrizeItem[], rules: readonly PrizeAllocationRule[]): PrizeAllocation[] {
  const allocated = new Map<string, number>();
  for (const rule of rules) allocated.set(rule.prizeId, (allocated.get(rule.prizeId) ?? 0) + rule.num * ruleWinners(rule));
  return prizes.map((prize) => {
    const taken = allocated.get(prize.id) ?? 0;
    const remainder = prize.num - taken;
    return {
      prizeId: prize.id,
      name: prize.name,
      num: prize.num,
      allocated: taken,
      remainder,
      status: remainder < 0 ? 'over' : remainder === 0 ? 'full' : 'ok',
    };
  });
}

/** The spec's '{prize} quantity wrong' error, as a translation key and its values. */
export interface PrizeQuantityError {
  key: 'prize.quantityWrong';
  params: { prize: string; allocated: number; num: number };
}

/**
 * Checks a new quantity for a prize against what rules already allocate. A prize's total may not
 * fall below its allocation: the organiser must take the allocation back from the rules first.
 * Returns null when the change is allowed.
 *
 * @example checkPrizeQuantity({ name: 'Trophy' }, 1, 2)
 * // { key: 'prize.quantityWrong', params: { prize: 'Trophy', allocated: 2, num: 1 } }
 */
export function checkPrizeQuantity(prize: { name: string }, newNum: number, allocated: number): PrizeQuantityError | null {
  return newNum < allocated ? { key: 'prize.quantityWrong', params: { prize: prize.name, allocated, num: newNum } } : null;
}
