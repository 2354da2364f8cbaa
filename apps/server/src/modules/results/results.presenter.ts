import type { RecomputeAnswer, ResultsAnswer } from '@golf/shared/schemas/score';
import type { ResultsSnapshot } from './results.service';

type Row = ResultsAnswer['list'][number];

/** Whether the caller sees the hidden holes: organisers always, everyone once the event is finished. */
export const revealsHidden = (status: string, canManage: boolean) => canManage || status === 'finished';

/** The order of the rows a board does not place. */
const UNPLACED: readonly string[] = ['incomplete', 'noCard', 'withdrawn', 'disqualified'];

/**
 * While the hidden holes are secret, handicaps and nets would tell them (a handicap moves when a hidden hole is
 * played): the players' board is on gross to par, places by strokes to par over the holes played, without handicap,
 * net or net place. Rows that do not count (no card, withdrawn, disqualified) follow, unplaced.
 */
function grossBoard(list: readonly Row[]): Row[] {
  const counted = (r: Row) => r.toPar !== null && (r.status === 'ok' || r.status === 'incomplete');
  // level on strokes: by name, never in the stored (net) order, which would tell who did better on the hidden holes
  const placed = list
    .filter(counted)
    .sort((a, b) => a.toPar! - b.toPar! || b.holesPlayed - a.holesPlayed || a.name.localeCompare(b.name) || Number(a.pid) - Number(b.pid));
  const secret = (r: Row): Row => {
    const { netRank: _netRank, grossRank: _grossRank, ...rest } = r;
    return { ...rest, handicap: null, net: null };
  };
  // a place is one more than the players ahead; players level share it
  const firstAt = new Map<number, number>();
  const level = new Map<number, number>();
  placed.forEach((r, i) => {
    if (!firstAt.has(r.toPar!)) firstAt.set(r.toPar!, i + 1);
    level.set(r.toPar!, (level.get(r.toPar!) ?? 0) + 1);
  });
  return [
    ...placed.map((r) => ({ ...secret(r), rank: firstAt.get(r.toPar!)!, tied: level.get(r.toPar!)! > 1 })),
    ...list
      .filter((r) => !counted(r))
      .sort((a, b) => UNPLACED.indexOf(a.status) - UNPLACED.indexOf(b.status) || a.name.localeCompare(b.name) || Number(a.pid) - Number(b.pid))
      .map((r) => ({ ...secret(r), rank: null, tied: false })),
  ];
}

/**
 * The results answer: hidden holes only once the event is finished or to organisers (so nobody
 * plays towards them), and until then no handicap or net that would tell them (grossBoard);
 * `computedAt` and `version` for polling and the live channel.
 */
export function presentResults(snapshot: ResultsSnapshot | null, status: string, revealHidden: boolean): ResultsAnswer {
  const secret = !revealHidden && Boolean(snapshot?.hiddenHoles);
  return {
    list: secret ? grossBoard(snapshot!.list) : (snapshot?.list ?? []).map((r) => ({ ...r })),
    // a team's score is a sum of nets
    teams: secret ? [] : (snapshot?.teams ?? []),
    ...(revealHidden && snapshot?.hiddenHoles ? { hiddenHoles: snapshot.hiddenHoles } : {}),
    computedAt: snapshot?.computedAt ?? null,
    status,
    version: snapshot?.version ?? 0,
  };
}

export function presentRecompute(results: ResultsAnswer, rankChanged: string[], changed: number): RecomputeAnswer {
  return { results, changed, rankChanged: rankChanged.length, pids: rankChanged };
}
