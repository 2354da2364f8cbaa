import { describe, expect, it } from 'vitest';
import type { HandicapSystem } from '../../src/schemas/golf';
import { computeResults } from '../../src/golf/compute-results';
import { type Rng, seededRng, shuffled } from '../../src/golf/rng';
import type { CardInput, ComputeResultsInput, PlayerInput } from '../../src/golf/types';
import { lakesideNines, pineRidge, pineRidgeTees } from './fixtures/pine-ridge';

// Property tests as a seeded loop (no extra dependency): each seed builds a random event, and the
// properties must hold for every one of them. A failing seed reproduces exactly.
const RUNS = 150;

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

function randomEvent(seed: number): ComputeResultsInput {
  const rng = seededRng(seed);
  const holes = rng() < 0.8 ? pineRidge : lakesideNines.west;
  const system: Pick<HandicapSystem, 'type'> & Partial<HandicapSystem> = pick(rng, [
    { type: 'peoria' as const, hiddenCount: holes.length === 18 ? pick(rng, [6, 9, 12] as const) : 6 },
    { type: 'peoria' as const, holeCap: 'doublePar' as const, factor: 0.85 },
    { type: 'fixed' as const },
    { type: 'whs' as const },
    { type: 'stableford' as const },
    ...(holes.length === 18 ? [{ type: 'callaway' as const }] : []),
  ]);
  const count = int(rng, 1, 24);
  const players: PlayerInput[] = [];
  const cards: CardInput[] = [];
  for (let i = 0; i < count; i++) {
    const pid = String(100 + i);
    // few distinct values so that ties are common
    players.push({
      pid,
      name: `P${i}`,
      sex: rng() < 0.5 ? 'M' : 'F',
      team: rng() < 0.7 ? pick(rng, ['T1', 'T2', 'T3']) : null,
      birthday: rng() < 0.7 ? pick(rng, ['1950-01-01', '1960-06-15', '1975-12-31']) : null,
      declaredHandicap: rng() < 0.9 ? pick(rng, [-1.5, 0, 8.4, 12, 12.5, 20]) : null,
      handicapIndex: rng() < 0.5 ? pick(rng, [3.2, 14.2, 28]) : null,
      status: rng() < 0.08 ? 'withdrawn' : 'active',
    });
    const r = rng();
    if (r < 0.08) continue; // no card
    const missing = r < 0.15 ? int(rng, 1, holes.length) : 0;
    cards.push({
      pid,
      holes: holes
        .filter((h) => h.number !== missing)
        .map((h) => ({ number: h.number, strokes: Math.max(1, h.par + pick(rng, [-1, 0, 0, 1, 1, 2, 3, 5])) })),
    });
  }
  return {
    holes,
    players,
    cards,
    handicapSystem: system,
    rankBy: pick(rng, [undefined, 'net', 'gross', 'points'] as const),
    tieBreak: pick(rng, [undefined, ['shared'], ['handicap', 'countback'], ['age', 'shared'], ['countback']] as const),
    countback: pick(rng, [undefined, 'net', 'gross'] as const),
    team: rng() < 0.5 ? { size: int(rng, 1, 3), mode: pick(rng, ['sum', 'mean'] as const) } : undefined,
    tee: pineRidgeTees.white,
    rng: seededRng(seed * 7 + 1),
  };
}

/** The same event with players and cards in another order (same hidden-hole draw). */
function reordered(input: ComputeResultsInput, seed: number): ComputeResultsInput {
  const rng = seededRng(seed + 99_991);
  return { ...input, players: shuffled(input.players, rng), cards: shuffled(input.cards, rng), rng: seededRng(seed * 7 + 1) };
}

describe('properties of computeResults (seeded random events)', () => {
  it('net = gross − handicap, with one decimal', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      for (const row of computeResults(randomEvent(seed)).list) {
        if (row.status !== 'ok') continue;
        expect(Math.round((row.net ?? NaN) * 10)).toBe(Math.round(((row.gross ?? NaN) - (row.handicap ?? NaN)) * 10));
        expect(Math.round((row.net ?? NaN) * 10) / 10).toBe(row.net);
      }
    }
  });

  it('the ranked rows are exactly the players with complete cards, ranked 1, 2, 2, 4 style', () => {
    let tiedSeen = 0;
    let unrankedSeen = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const input = randomEvent(seed);
      const { list } = computeResults(input);
      tiedSeen += list.filter((r) => r.tied).length;
      unrankedSeen += list.filter((r) => r.rank === null).length;
      expect(list.map((r) => r.pid).sort()).toEqual(input.players.map((p) => p.pid).sort());
      const ranked = list.filter((r) => r.rank !== null);
      expect(ranked.every((r) => r.status === 'ok')).toBe(true);
      expect(list.slice(0, ranked.length)).toEqual(ranked); // ranked first
      ranked.forEach((r, i) => {
        const first = ranked.findIndex((o) => o.rank === r.rank);
        expect(r.rank).toBe(first + 1);
        const size = ranked.filter((o) => o.rank === r.rank).length;
        expect(r.tied ?? false).toBe(size > 1);
        if (i > 0) expect(r.rank).toBeGreaterThanOrEqual(ranked[i - 1].rank ?? 0);
      });
    }
    // the generator does produce the interesting cases
    expect(tiedSeen).toBeGreaterThan(20);
    expect(unrankedSeen).toBeGreaterThan(20);
  });

  it('ranks, ties and teams do not depend on the order of the input', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const input = randomEvent(seed);
      expect(computeResults(reordered(input, seed))).toEqual(computeResults(input));
    }
  });

  it('a better score never ranks lower (net ranking with a shared-only chain)', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { list } = computeResults({ ...randomEvent(seed), rankBy: 'net', tieBreak: ['shared'] });
      const ranked = list.filter((r) => r.rank !== null);
      for (const a of ranked) {
        for (const b of ranked) {
          if ((a.net ?? 0) < (b.net ?? 0)) expect(a.rank ?? 0).toBeLessThan(b.rank ?? 0);
          if (a.net === b.net) expect(a.rank).toBe(b.rank);
        }
      }
    }
  });
});
