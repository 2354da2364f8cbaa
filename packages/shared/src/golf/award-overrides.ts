/**
 * Organiser overrides of award winners (pure). The engine's lines (`computeAwards`) stay the
 * computed truth; an override replaces the winner of one line — a rule's `slot`, counted from 0
 * among that rule's lines — and survives every recomputation because it is applied afresh to the
 * new lines each time.
 *
 * Decisions:
 * - An override names a player (`pid`) or nobody (`pid: null`: the prize is withheld).
 * - A slot the recomputed rule no longer has (a shared place that is no longer shared) still
 *   applies: it adds a line after the rule's last line, so the organiser's decision is never lost.
 * - A rule without lines (no results yet) shows no override either: awards need results first.
 * - The computed winner stays on the line (`computedPid`, `computedName`) so both can be shown.
 */
import type { AwardWinner } from './prize-types';

export interface AwardOverride {
  id: string;
  ruleId: string;
  slot: number;
  /** the chosen winner; null = nobody gets this prize */
  pid: string | null;
  name: string;
}

/** A winner line after overrides: the effective winner in `pid`/`name`, the engine's in `computedPid`/`computedName`. */
export interface EffectiveAwardWinner extends AwardWinner {
  slot: number;
  computedPid: string | null;
  computedName: string;
  overrideId: string | null;
}

/** The engine's lines with the overrides applied, in the same (presentation) order. */
export function applyAwardOverrides(winners: readonly AwardWinner[], overrides: readonly AwardOverride[]): EffectiveAwardWinner[] {
  const byRule = new Map<string, Map<number, AwardOverride>>();
  for (const o of overrides) {
    const slots = byRule.get(o.ruleId) ?? new Map<number, AwardOverride>();
    slots.set(o.slot, o);
    byRule.set(o.ruleId, slots);
  }
  const out: EffectiveAwardWinner[] = [];
  const seen = new Map<string, number>();
  winners.forEach((w, i) => {
    const slot = seen.get(w.ruleId) ?? 0;
    seen.set(w.ruleId, slot + 1);
    out.push(withOverride({ ...w, slot, computedPid: w.pid, computedName: w.name, overrideId: null }, byRule.get(w.ruleId)?.get(slot)));
    const next = winners[i + 1];
    if (next?.ruleId === w.ruleId) return;
    // the rule's last line: overrides on slots it no longer has follow it
    const extra = [...(byRule.get(w.ruleId)?.values() ?? [])].filter((o) => o.slot > slot).sort((a, b) => a.slot - b.slot);
    for (const o of extra) {
      out.push(withOverride({ ...w, shared: false, slot: o.slot, pid: null, name: '', computedPid: null, computedName: '', overrideId: null }, o));
    }
  });
  return out;
}

function withOverride(line: EffectiveAwardWinner, override: AwardOverride | undefined): EffectiveAwardWinner {
  if (!override) return line;
  return { ...line, pid: override.pid, name: override.pid ? override.name : '', overrideId: override.id };
}
