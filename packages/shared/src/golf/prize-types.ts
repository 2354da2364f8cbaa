/** Types of the award computation (`prizes.ts`). */
import type { Sex } from './flight-types';

export type PrizeRuleType =
  | 'rankNet'
  | 'rankGross'
  | 'fromBottom'
  | 'everyNth'
  | 'bestSex'
  | 'bestDivision'
  | 'nearestPin'
  | 'longestDrive'
  | 'mostBirdies'
  | 'eagle'
  | 'holeInOne'
  | 'luckyDraw';

export const PRIZE_RULE_TYPES: readonly PrizeRuleType[] = [
  'rankNet',
  'rankGross',
  'fromBottom',
  'everyNth',
  'bestSex',
  'bestDivision',
  'nearestPin',
  'longestDrive',
  'mostBirdies',
  'eagle',
  'holeInOne',
  'luckyDraw',
];

/**
 * A prize rule: who wins (`type`, `ranking`, `sex`, `division`, `hole`) and what (`prizeId`, `num`
 * per winner). `order` is the presentation order at the ceremony.
 *
 * `ranking` means: the place (rankNet, rankGross, bestSex, bestDivision: Nth best), the place from
 * the bottom (fromBottom: 1 = last, 2 = booby), the step (everyNth: N, 2N, 3N…), or how many are
 * drawn (luckyDraw). Other types ignore it.
 */
export interface AwardRule {
  id: string;
  type: PrizeRuleType;
  ranking: number;
  order: number;
  sex?: Sex | null;
  division?: string | null;
  /** nearestPin/longestDrive: the hole; mostBirdies/eagle/holeInOne: only count this hole. */
  hole?: number | null;
  prizeId: string;
  num: number;
}

/** A row of the results answer (only the fields the awards read). */
export interface AwardResultRow {
  pid: string;
  name: string;
  sex: Sex;
  division: string | null;
  /** The engine's tie-broken place; null for unranked players. */
  rank: number | null;
  /** The place on net when the event ranks by gross (`computeResults`): net prizes go by it. */
  netRank?: number;
  /** The place on gross when the event ranks otherwise (`computeResults`): gross prizes go by it. */
  grossRank?: number;
  gross: number | null;
  net: number | null;
  /** Anything but the statuses in `UNRANKED_STATUSES` counts as a finisher. */
  status: string;
  tied?: boolean;
}

/** Players with these statuses (or without a rank) never win ranking prizes or the lucky draw. */
export const UNRANKED_STATUSES: readonly string[] = ['incomplete', 'noCard', 'withdrawn', 'disqualified', 'dq', 'dns', 'dnf'];
/** Players with these statuses win nothing at all. */
export const DISQUALIFIED_STATUSES: readonly string[] = ['dq', 'disqualified'];

/** One hole of a player's card, for birdies, eagles and aces. */
export interface AwardHoleScore {
  number: number;
  strokes: number | null;
  par: number;
}

export type AwardReasonCode =
  | 'place'
  | 'fromBottom'
  | 'everyNth'
  | 'bestSex'
  | 'bestDivision'
  | 'skill'
  | 'birdies'
  | 'eagle'
  | 'holeInOne'
  | 'luckyDraw'
  | 'noQualifier'
  /** a nearest-the-pin or longest-drive winner not recorded yet */
  | 'notRecorded'
  /** the nearest-the-pin or longest-drive winner recorded is disqualified since: another is to be recorded */
  | 'recordedOut'
  | 'alreadyAwarded'
  /** there were players for it, but each already holds a prize it may not add to (one main prize per player) */
  | 'allAwarded';

/** Why a player won (or why nobody did): translation key `award.reason.<code>` with `params`. */
export interface AwardReason {
  code: AwardReasonCode;
  params: Record<string, string | number>;
}

/** One winner line; `pid` null means the rule awards nothing this time. */
export interface AwardWinner {
  ruleId: string;
  type: PrizeRuleType;
  order: number;
  pid: string | null;
  name: string;
  prizeId: string;
  /** Quantity of the prize for this winner (the rule's `num`). */
  num: number;
  reason: AwardReason;
  /** Several players share the place (or the birdie count); each gets a full line. */
  shared?: boolean;
}
