import { describe, expect, it } from 'vitest';
import { assignFlights, balancedSizes } from '../../src/golf/flights';
import { seededRng } from '../../src/golf/rng';
import { parseTeeTime, teeTimeSequence } from '../../src/golf/flight-tee-times';
import { FlightError, type Flight, type FlightPlayer, type FlightStrategy } from '../../src/golf/flight-types';
import { validateArrangement } from '../../src/golf/flight-validate';

const STRATEGIES: FlightStrategy[] = ['handicap', 'abcd', 'division', 'random', 'registration'];

/** n players p1…pn, handicap i (p1 best), alternating divisions A/B. */
function field(n: number, extra: (i: number) => Partial<FlightPlayer> = () => ({})): FlightPlayer[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    return { pid: `p${i}`, handicap: i, division: i % 2 ? 'A' : 'B', sex: i % 3 ? 'M' : 'F', registeredAt: 100 - i, ...extra(i) };
  });
}

const sizes = (flights: Flight[]) => flights.map((f) => f.players.length);
const flightOf = (flights: Flight[], pid: string) => flights.findIndex((f) => f.players.includes(pid));
const allPids = (flights: Flight[]) => flights.flatMap((f) => f.players);

describe('tee times', () => {
  it('counts minutes without time zones and refuses to run past midnight', () => {
    expect(teeTimeSequence('07:30', 8, 4)).toEqual(['07:30', '07:38', '07:46', '07:54']);
    expect(teeTimeSequence('23:50', 5, 2)).toEqual(['23:50', '23:55']);
    expect(() => teeTimeSequence('23:50', 10, 2)).toThrow(RangeError);
    expect(parseTeeTime('2025-05-03T07:38:00+08:00')).toEqual({ day: '2025-05-03', minutes: 458 });
    expect(parseTeeTime('7:38')).toBeNull();
  });

  it('balances flight sizes', () => {
    expect(balancedSizes(10, 4)).toEqual([4, 3, 3]);
    expect(balancedSizes(5, 4)).toEqual([3, 2]);
    expect(balancedSizes(24, 4)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(balancedSizes(1, 4)).toEqual([1]);
  });
});

describe('assignFlights', () => {
  it.each(STRATEGIES)('%s: everyone placed exactly once, no flight over size, sizes differ by at most one', (strategy) => {
    for (const n of [1, 2, 5, 7, 10, 13, 24, 37]) {
      for (const size of [2, 3, 4]) {
        const players = field(n, (i) => (i % 7 === 0 ? { partnerIds: [`p${i - 1}`] } : {}));
        const flights = assignFlights({ players, strategy, size, start: 'singleTee', rng: seededRng(n) });
        expect(allPids(flights).sort()).toEqual(players.map((p) => p.pid).sort());
        expect(Math.max(...sizes(flights))).toBeLessThanOrEqual(size);
        if (strategy !== 'division') expect(Math.max(...sizes(flights)) - Math.min(...sizes(flights))).toBeLessThanOrEqual(1);
        // Only flights of two with an odd field force a flight of one.
        if (n > 1 && !(size === 2 && n % 2 === 1)) expect(Math.min(...sizes(flights))).toBeGreaterThan(1);
      }
    }
  });

  it('handicap: similar ability together, best first', () => {
    const flights = assignFlights({ players: field(10), strategy: 'handicap', start: 'singleTee' });
    expect(flights.map((f) => f.players)).toEqual([['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7'], ['p8', 'p9', 'p10']]);
  });

  it('handicap: a pairing request moves only the pair, the others keep their order (a player without a handicap joining a good friend sent the best player to the last flight)', () => {
    // p13 has no handicap and asked to play with p2; p9 asked to play with p2 too
    const players = field(13, (i) => (i === 13 ? { handicap: null, partnerIds: ['p2'] } : i === 9 ? { partnerIds: ['p2'] } : {}));
    const flights = assignFlights({ players, strategy: 'handicap', start: 'singleTee' }).map((f) => f.players);
    const first = flights.find((f) => f.includes('p2'))!;
    expect(first).toEqual(expect.arrayContaining(['p2', 'p9', 'p13']));
    // the fourth seat of that flight is the best player's, and everyone else follows in handicap order
    expect(first).toContain('p1');
    const rest = flights.flat().filter((pid) => !['p2', 'p9', 'p13', 'p1'].includes(pid));
    expect(rest).toEqual(['p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p10', 'p11', 'p12']);
  });

  it('abcd: one player of each tier per flight, totals within one tier gap', () => {
    const flights = assignFlights({ players: field(24), strategy: 'abcd', start: 'singleTee' });
    expect(flights).toHaveLength(6);
    for (const f of flights) {
      const tiers = f.players.map((pid) => Math.floor((Number(pid.slice(1)) - 1) / 6)).sort();
      expect(tiers).toEqual([0, 1, 2, 3]);
    }
    const totals = flights.map((f) => f.players.reduce((s, pid) => s + Number(pid.slice(1)), 0));
    // Snake order: every flight sums to exactly 50 with handicaps 1…24.
    expect(new Set(totals)).toEqual(new Set([50]));
  });

  it('abcd: flight totals stay within the stated bound for random handicaps', () => {
    const rng = seededRng(99);
    for (let round = 0; round < 200; round++) {
      const size = 2 + Math.floor(rng() * 3);
      const k = 2 + Math.floor(rng() * 8);
      const players = field(size * k, () => ({ handicap: Math.round(rng() * 540) / 10 }));
      const flights = assignFlights({ players, strategy: 'abcd', size, start: 'singleTee', intervalMinutes: 5 });
      const handicap = new Map(players.map((p) => [p.pid, p.handicap as number]));
      const sorted = players.map((p) => p.handicap as number).sort((a, b) => a - b);
      const range = (tier: number) => (tier < size ? sorted[tier * k + k - 1] - sorted[tier * k] : 0);
      let bound = 0;
      for (let tier = 0; tier < size; tier += 2) bound += Math.max(range(tier), range(tier + 1));
      const totals = flights.map((f) => f.players.reduce((sum, pid) => sum + (handicap.get(pid) as number), 0));
      expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(bound + 1e-9);
    }
  });

  it('division: flights never mix divisions unless a lone player must join', () => {
    const flights = assignFlights({ players: field(16), strategy: 'division', start: 'singleTee' });
    for (const f of flights) expect(new Set(f.players.map((pid) => Number(pid.slice(1)) % 2)).size).toBe(1);
    const lone = assignFlights({ players: [...field(8), { ...field(9)[8], division: 'C' }], strategy: 'division', start: 'singleTee' });
    expect(sizes(lone)).toEqual([4, 3, 2]);
    expect(lone[2].players).toEqual(['p8', 'p9']);
  });

  it('registration: in order of sign-up', () => {
    const flights = assignFlights({ players: field(8), strategy: 'registration', start: 'singleTee' });
    expect(flights[0].players).toEqual(['p8', 'p7', 'p6', 'p5']);
  });

  it('random: deterministic with a seed, different across seeds', () => {
    const run = (seed: number) => assignFlights({ players: field(20), strategy: 'random', rng: seededRng(seed) }).map((f) => f.players);
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it.each(STRATEGIES)('%s: keeps requested pairings and guests with their host', (strategy) => {
    const players = field(16, (i) => {
      if (i === 1) return { partnerIds: ['p16'] };
      if (i === 5) return { partnerIds: ['p12', 'p9'] };
      if (i === 14) return { hostId: 'p3' };
      return {};
    });
    const flights = assignFlights({ players, strategy, rng: seededRng(3) });
    expect(flightOf(flights, 'p1')).toBe(flightOf(flights, 'p16'));
    expect(flightOf(flights, 'p5')).toBe(flightOf(flights, 'p12'));
    expect(flightOf(flights, 'p5')).toBe(flightOf(flights, 'p9'));
    expect(flightOf(flights, 'p14')).toBe(flightOf(flights, 'p3'));
    expect(sizes(flights)).toEqual([4, 4, 4, 4]);
  });

  it('keeps locked flights untouched and leaves their players out', () => {
    const locked: Flight = { id: 'f9', teeTime: '07:30', startHole: 1, players: ['p1', 'p10'], locked: true };
    const flights = assignFlights({ players: field(10), strategy: 'handicap', start: 'singleTee', lockedFlights: [locked] });
    expect(flights[0]).toEqual(locked);
    expect(allPids(flights).filter((p) => p === 'p1' || p === 'p10')).toHaveLength(2);
    expect(flights.slice(1).map((f) => f.teeTime)).toEqual(['07:38', '07:46']);
    expect(sizes(flights)).toEqual([2, 4, 4]);
  });

  it('two-tee start: splits evenly between OUT and IN with the same times', () => {
    const flights = assignFlights({ players: field(24), strategy: 'handicap', start: 'twoTee', firstTeeTime: '07:30', intervalMinutes: 8 });
    const out = flights.filter((f) => f.startHole === 1);
    const inn = flights.filter((f) => f.startHole === 10);
    expect(out.map((f) => f.teeTime)).toEqual(['07:30', '07:38', '07:46']);
    expect(inn.map((f) => f.teeTime)).toEqual(['07:30', '07:38', '07:46']);
    const odd = assignFlights({ players: field(20), strategy: 'handicap' });
    expect(odd.filter((f) => f.startHole === 1)).toHaveLength(3);
    expect(odd.filter((f) => f.startHole === 10)).toHaveLength(2);
    expect(() => assignFlights({ players: field(8), strategy: 'handicap', holes: 9 })).toThrow(FlightError);
  });

  it('shotgun: one time, own hole per flight, A/B only when flights outnumber holes, error when full', () => {
    const few = assignFlights({ players: field(24), strategy: 'handicap', start: 'shotgun', firstTeeTime: '08:00' });
    expect(few.map((f) => [f.teeTime, f.startHole, f.group])).toEqual([1, 2, 3, 4, 5, 6].map((h) => ['08:00', h, undefined]));
    const many = assignFlights({ players: field(80), strategy: 'handicap', start: 'shotgun' });
    expect(many).toHaveLength(20);
    const doubled = many.filter((f) => f.group);
    expect(doubled.map((f) => `${f.startHole}${f.group}`)).toEqual(['1A', '1B', '10A', '10B']);
    expect(new Set(many.map((f) => `${f.startHole}${f.group ?? ''}`)).size).toBe(20);
    try {
      assignFlights({ players: field(80), strategy: 'handicap', start: 'shotgun', holes: 9 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(FlightError);
      expect((e as FlightError).code).toBe('shotgunFull');
      expect((e as FlightError).params).toEqual({ flights: 20, capacity: 18 });
    }
  });

  it('refuses a size outside 2–4 (PRODUCT.md: a tee group of at most 4 players)', () => {
    for (const size of [1, 5]) expect(() => assignFlights({ players: field(10), strategy: 'handicap', size })).toThrow('flight.error.sizeOutOfRange');
  });

  it('assigns 300 players', () => {
    const players = field(300, (i) => (i % 10 === 0 ? { partnerIds: [`p${i - 3}`] } : i % 25 === 0 ? { hostId: `p${i - 1}` } : {}));
    for (const strategy of STRATEGIES) {
      const flights = assignFlights({ players, strategy, size: 4, start: 'singleTee', intervalMinutes: 7, rng: seededRng(1) });
      expect(allPids(flights)).toHaveLength(300);
    }
  });
});

describe('validateArrangement', () => {
  const players = ['1', '2', '3', '4', '5', '6'];
  it('accepts a good arrangement', () => {
    const flights: Flight[] = [
      { teeTime: '2025-05-03T07:30:00+08:00', startHole: 1, players: ['1', '2', '3'] },
      { teeTime: '2025-05-03T07:30:00+08:00', startHole: 10, players: ['4', '5', '6'] },
    ];
    expect(validateArrangement({ flights, players, eventDays: ['2025-05-03'] })).toEqual([]);
  });

  it('reports every problem with its code', () => {
    const flights: Flight[] = [
      { teeTime: '07:30', day: '2025-05-03', startHole: 1, players: ['1', '2', '3', '4', '5'] },
      { teeTime: '2025-05-04T07:38:00+08:00', startHole: 10, players: ['5', '99'] },
      { teeTime: '07:30', day: '2025-05-03', startHole: 1, players: [] },
      { teeTime: '25:00', startHole: 19, players: [] },
      { teeTime: '21:00', startHole: 1, players: [] },
    ];
    const problems = validateArrangement({ flights, players, size: 4, eventDays: ['2025-05-03'], window: { from: '05:00', to: '18:00' } });
    expect(problems.map((p) => [p.code, p.flightIndex])).toEqual([
      ['flightOverSize', 0],
      ['playerInTwoFlights', 1],
      ['unknownPlayer', 1],
      ['teeTimeOutsideDay', 1],
      ['teeSlotTaken', 2],
      ['startHoleOutOfRange', 3],
      ['invalidTeeTime', 3],
      ['teeTimeOutsideDay', 4],
    ]);
    expect(problems[1]).toMatchObject({ key: 'flight.problem.playerInTwoFlights', pid: '5', params: { pid: '5', other: 0 } });
  });
});
