// Benchmark (not a timed test): `npx vitest bench --project shared --run`. Issue 5 asks for
// 300 players to be assigned in well under 100 ms.
import { bench, describe } from 'vitest';
import { seededRng } from '../../src/golf/rng';
import type { FlightPlayer, FlightStrategy } from '../../src/golf/flight-types';
import { assignFlights } from '../../src/golf/flights';

const players: FlightPlayer[] = Array.from({ length: 300 }, (_, k) => ({
  pid: String(k + 1),
  handicap: (k * 37) % 54,
  division: k % 3 === 0 ? 'B' : 'A',
  sex: k % 4 === 0 ? 'F' : 'M',
  registeredAt: k,
  ...(k % 10 === 9 ? { partnerIds: [String(k - 2)] } : {}),
  ...(k % 25 === 24 ? { hostId: String(k) } : {}),
}));

describe('assignFlights, 300 players', () => {
  for (const strategy of ['handicap', 'abcd', 'division', 'random', 'registration'] as FlightStrategy[]) {
    bench(strategy, () => {
      assignFlights({ players, strategy, start: 'singleTee', intervalMinutes: 7, rng: seededRng(1) });
    });
  }
});
