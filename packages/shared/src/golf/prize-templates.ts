/**
 * Ready-made prize rule sets, applied in one click and editable afterwards: a typical Chinese
 * association set, a Japanese コンペ set (優勝, 準優勝, 3位, ブービー, ブービーメーカー, ニアピン, ドラコン,
 * 飛び賞) and a Western society set. Each line becomes a prize item (named in the organiser's
 * language through `prizeTemplate.item.<key>`) and the rule that gives it.
 */
import type { PrizeRuleType } from './prize-types';

export const PRIZE_TEMPLATE_NAMES = ['chinese', 'japanese', 'western'] as const;
export type PrizeTemplateName = (typeof PRIZE_TEMPLATE_NAMES)[number];

export interface PrizeTemplateLine {
  /** translation key of the prize item's name */
  key: string;
  type: PrizeRuleType;
  ranking: number;
  /** nearest the pin: the n-th par 3 of the course; longest drive: the n-th par 5 (1-based) */
  holeOf?: { par: 3 | 5; nth: number };
  /** items the prize item starts with (one per winner, several for multi-winner rules) */
  stock: number;
}

export const PRIZE_TEMPLATES: Record<PrizeTemplateName, readonly PrizeTemplateLine[]> = {
  chinese: [
    { key: 'netWinner', type: 'rankNet', ranking: 1, stock: 1 },
    { key: 'netSecond', type: 'rankNet', ranking: 2, stock: 1 },
    { key: 'netThird', type: 'rankNet', ranking: 3, stock: 1 },
    { key: 'grossWinner', type: 'rankGross', ranking: 1, stock: 1 },
    { key: 'nearestPin', type: 'nearestPin', ranking: 1, holeOf: { par: 3, nth: 1 }, stock: 1 },
    { key: 'nearestPin', type: 'nearestPin', ranking: 1, holeOf: { par: 3, nth: 3 }, stock: 1 },
    { key: 'longestDrive', type: 'longestDrive', ranking: 1, holeOf: { par: 5, nth: 1 }, stock: 1 },
    { key: 'mostBirdies', type: 'mostBirdies', ranking: 1, stock: 1 },
    { key: 'luckyDraw', type: 'luckyDraw', ranking: 3, stock: 3 },
  ],
  japanese: [
    { key: 'netWinner', type: 'rankNet', ranking: 1, stock: 1 },
    { key: 'netSecond', type: 'rankNet', ranking: 2, stock: 1 },
    { key: 'netThird', type: 'rankNet', ranking: 3, stock: 1 },
    { key: 'booby', type: 'fromBottom', ranking: 2, stock: 1 },
    { key: 'boobyMaker', type: 'fromBottom', ranking: 1, stock: 1 },
    { key: 'nearestPin', type: 'nearestPin', ranking: 1, holeOf: { par: 3, nth: 1 }, stock: 1 },
    { key: 'nearestPin', type: 'nearestPin', ranking: 1, holeOf: { par: 3, nth: 3 }, stock: 1 },
    { key: 'longestDrive', type: 'longestDrive', ranking: 1, holeOf: { par: 5, nth: 1 }, stock: 1 },
    { key: 'everyFifth', type: 'everyNth', ranking: 5, stock: 3 },
  ],
  western: [
    { key: 'netWinner', type: 'rankNet', ranking: 1, stock: 1 },
    { key: 'netSecond', type: 'rankNet', ranking: 2, stock: 1 },
    { key: 'netThird', type: 'rankNet', ranking: 3, stock: 1 },
    { key: 'grossWinner', type: 'rankGross', ranking: 1, stock: 1 },
    { key: 'nearestPin', type: 'nearestPin', ranking: 1, holeOf: { par: 3, nth: 1 }, stock: 1 },
    { key: 'longestDrive', type: 'longestDrive', ranking: 1, holeOf: { par: 5, nth: 1 }, stock: 1 },
    { key: 'holeInOne', type: 'holeInOne', ranking: 1, stock: 1 },
  ],
};

/**
 * The hole of a skill line on a course: the n-th hole of that par (wrapping to the last one when
 * the course has fewer), else the n-th hole overall.
 *
 * @example templateHole([{ number: 1, par: 4 }, { number: 2, par: 3 }], { par: 3, nth: 1 }) // 2
 */
export function templateHole(holes: readonly { number: number; par: number }[], holeOf: { par: number; nth: number }): number {
  const candidates = holes.filter((h) => h.par === holeOf.par).map((h) => h.number);
  if (candidates.length > 0) return candidates[Math.min(holeOf.nth, candidates.length) - 1];
  return Math.min(holeOf.nth, 18);
}

/** Items each winner of the line's rule gets: 1 for multi-winner rules (draw, every Nth), else the whole stock. */
export function templateRuleNum(line: Pick<PrizeTemplateLine, 'type' | 'stock'>): number {
  return line.type === 'luckyDraw' || line.type === 'everyNth' ? 1 : line.stock;
}
