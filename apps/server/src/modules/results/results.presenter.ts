import type { RecomputeAnswer, ResultsAnswer } from '@golf/shared/schemas/score';
import type { ResultsSnapshot } from './results.service';

/**
 * The results answer: hidden holes only once the event is finished or to organisers (so nobody
 * plays towards them), `computedAt` and `version` for polling and the live channel.
 */
export function presentResults(snapshot: ResultsSnapshot | null, status: string, revealHidden: boolean): ResultsAnswer {
  return {
    list: (snapshot?.list ?? []).map((r) => ({ ...r })),
    teams: snapshot?.teams ?? [],
    ...(revealHidden && snapshot?.hiddenHoles ? { hiddenHoles: snapshot.hiddenHoles } : {}),
    computedAt: snapshot?.computedAt ?? null,
    status,
    version: snapshot?.version ?? 0,
  };
}

export function presentRecompute(results: ResultsAnswer, rankChanged: string[], changed: number): RecomputeAnswer {
  return { results, changed, rankChanged: rankChanged.length, pids: rankChanged };
}
