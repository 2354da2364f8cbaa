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
 * - An override keeps the player it replaced (`replacedPid`, the line's computed winner when it was made) and follows
 *   them: when a recomputation reorders the rule's lines (a tie that became shared), it goes to the line that player is
 *   on now, not to whoever took its slot. When that player no longer wins the rule, it is kept on a line after the
 *   rule's (taking the prize from nobody else) and marked `overrideStale`, for the organiser to look at again.
 */
import type { AwardWinner } from './prize-types';

export interface AwardOverride {
  id: string;
  ruleId: string;
  slot: number;
  /** the chosen winner; null = nobody gets this prize */
  pid: string | null;
  name: string;
  /** the computed winner the override replaced (null: the line had none, or the override predates this) */
  replacedPid?: string | null;
}

/** A winner line after overrides: the effective winner in `pid`/`name`, the engine's in `computedPid`/`computedName`. */
export interface EffectiveAwardWinner extends AwardWinner {
  slot: number;
  computedPid: string | null;
  computedName: string;
  overrideId: string | null;
  /** the player the override replaced no longer wins this rule: the results changed under it */
  overrideStale?: boolean;
}

/** The engine's lines with the overrides applied, in the same (presentation) order. */
export function applyAwardOverrides(winners: readonly AwardWinner[], overrides: readonly AwardOverride[]): EffectiveAwardWinner[] {
  // each rule's computed winners by slot, to find where a replaced player is now
  const computedSlots = new Map<string, (string | null)[]>();
  for (const w of winners) computedSlots.set(w.ruleId, [...(computedSlots.get(w.ruleId) ?? []), w.pid]);
  type Placed = AwardOverride & { stale?: boolean };
  const byRule = new Map<string, Map<number, Placed>>();
  const place = (o: AwardOverride, at: number, stale: boolean) => {
    const slots = byRule.get(o.ruleId) ?? new Map<number, Placed>();
    byRule.set(o.ruleId, slots);
    // a slot already taken (by an override that followed its player there): the decision stays, on a line after the rule's
    let slot = at;
    while (slots.has(slot)) slot = Math.max(slot + 1, computedSlots.get(o.ruleId)?.length ?? 0);
    slots.set(slot, { ...o, stale: stale || slot !== at });
  };
  const rest: AwardOverride[] = [];
  // first the overrides whose replaced player still wins the rule, on that player's line now
  for (const o of overrides) {
    const now = o.replacedPid ? (computedSlots.get(o.ruleId) ?? []).indexOf(o.replacedPid) : -1;
    if (now >= 0) place(o, now, false);
    else rest.push(o);
  }
  // then the others on their own slot; one whose replaced player no longer wins the rule is marked stale and goes on a
  // line after the rule's, so that it takes the prize from nobody the organiser did not choose
  for (const o of rest) {
    const lines = computedSlots.get(o.ruleId)?.length ?? 0;
    const stale = Boolean(o.replacedPid) && lines > 0;
    place(o, stale ? Math.max(o.slot, lines) : o.slot, stale);
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
    const extra = [...(byRule.get(w.ruleId)?.entries() ?? [])].filter(([at]) => at > slot).sort((a, b) => a[0] - b[0]);
    for (const [at, o] of extra) {
      out.push(withOverride({ ...w, shared: false, slot: at, pid: null, name: '', computedPid: null, computedName: '', overrideId: null }, o));
    }
  });
  return out;
}

function withOverride(line: EffectiveAwardWinner, override: (AwardOverride & { stale?: boolean }) | undefined): EffectiveAwardWinner {
  if (!override) return line;
  return { ...line, pid: override.pid, name: override.pid ? override.name : '', overrideId: override.id, ...(override.stale ? { overrideStale: true } : {}) };
}
