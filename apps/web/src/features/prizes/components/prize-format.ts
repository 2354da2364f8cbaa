import type { PrizeRuleItem } from '@golf/shared/schemas/prize';
import type { TFunction } from 'i18next';

/** A money value in the UI language (no currency: clubs pay in their own). */
export const formatValue = (value: number | null | undefined, language: string) =>
  value == null ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** A rule as the ceremony says it: "Net 1st", "Booby", "Nearest the pin, hole 7". */
export function ruleLabel(t: TFunction, rule: Pick<PrizeRuleItem, 'type' | 'ranking' | 'hole'>): string {
  if (rule.type === 'fromBottom' && (rule.ranking === 1 || rule.ranking === 2)) return t(rule.ranking === 2 ? 'label.booby' : 'label.boobyMaker');
  return t(`label.${rule.type}`, { ranking: rule.ranking, hole: rule.hole ?? '?' });
}

/** The rule types with a winner recorded on a hole. */
export const SKILL_TYPES = ['nearestPin', 'longestDrive'];
/** Rule types that need a hole (and may take one: feats counted on one hole only). */
export const HOLE_TYPES = ['nearestPin', 'longestDrive', 'mostBirdies', 'eagle', 'holeInOne'];

export const awprizePath = (id: string) => `/activity/awprize?id=${id}`;
export const awardsPath = (id: string) => `/activity/awards?id=${id}`;
