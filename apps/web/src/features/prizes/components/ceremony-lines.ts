import type { AwardLine } from '@golf/shared/schemas/prize';
import type { ResultRowAnswer } from '@golf/shared/schemas/score';

export interface CeremonyWinner {
  pid: string;
  name: string;
  /** why they won; null when the result line already says it (a place by net or gross) */
  reason: string | null;
  /** the winner's line of the results (null when the results do not list them) */
  result: Pick<ResultRowAnswer, 'rank' | 'tied' | 'gross' | 'net'> | null;
}

/** One announcement: a prize rule with its prize and everyone who receives it (several on a shared place). */
export interface CeremonyItem {
  ruleId: string;
  label: string;
  prizeName: string;
  num: number;
  value: number | null;
  sponsor: string | null;
  winners: CeremonyWinner[];
  /** why nobody receives it, when nobody does */
  emptyReason: string | null;
  /** nobody yet: a skill prize whose winner the organisers record at the course */
  pending: boolean;
}

/** Rules whose reason only repeats the place that the winner's result line shows. */
const PLACE_ONLY = new Set(['rankNet', 'rankGross', 'everyNth']);

/**
 * The award lines as the announcer reads them: in the answer's presentation order, the lines of one
 * rule (a shared place, several draws) merged into one numbered item, each winner with their result.
 */
export function ceremonyItems(lines: AwardLine[], results: ResultRowAnswer[] = []): CeremonyItem[] {
  const rowOf = new Map(results.map((r) => [r.pid, r]));
  const items: CeremonyItem[] = [];
  for (const line of lines) {
    let item = items.at(-1);
    if (!item || item.ruleId !== line.ruleId) {
      item = { ruleId: line.ruleId, label: line.label, prizeName: line.prizeName, num: line.num, value: line.value, sponsor: line.sponsor, winners: [], emptyReason: null, pending: false };
      items.push(item);
    }
    if (line.pid === null) {
      item.emptyReason = line.reason;
      item.pending = line.pending;
      continue;
    }
    const row = rowOf.get(line.pid);
    const result = row ? { rank: row.rank, tied: row.tied, gross: row.gross, net: row.net } : null;
    const reason = result && result.rank !== null && PLACE_ONLY.has(line.type) && !line.override ? null : line.reason;
    item.winners.push({ pid: line.pid, name: line.name, reason, result });
  }
  return items;
}
