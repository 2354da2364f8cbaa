import { describe, expect, it } from 'vitest';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { cardTotals, formatToPar } from './card-totals';
import { editableFlights, playingOrder } from './flight-choice';

const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: [4, 4, 3, 5][i % 4], strokeIndex: i + 1 }));

describe('cardTotals', () => {
  it('adds OUT, IN, total, putts of each nine and in all, and to-par of the holes entered so far', () => {
    const cells = { 1: { strokes: 5, putts: 2 }, 2: { strokes: 4, putts: null }, 3: { strokes: 3, putts: 2 }, 10: { strokes: 3, putts: 1 } };
    expect(cardTotals(holes, cells)).toEqual({ out: 12, in: 3, total: 15, putts: 5, puttsOut: 4, puttsIn: 1, toPar: 5 + 4 + 3 + 3 - (4 + 4 + 3 + 4), played: 4 });
  });

  it('has no IN on a nine-hole course', () => {
    expect(cardTotals(holes.slice(0, 9), { 1: { strokes: 5, putts: 2 } })).toMatchObject({ out: 5, in: null, puttsOut: 2, puttsIn: null });
  });

  it('shows nothing rather than zero before the first score', () => {
    expect(cardTotals(holes, {})).toMatchObject({ out: null, in: null, total: null, putts: null, puttsOut: null, puttsIn: null, toPar: null, played: 0 });
  });

  it('writes to-par as golfers do', () => {
    expect([formatToPar(3), formatToPar(0), formatToPar(-2), formatToPar(null)]).toEqual(['+3', 'E', '−2', '–']);
  });
});

describe('playingOrder', () => {
  it('starts at the flight’s hole and wraps round', () => {
    expect(playingOrder([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(playingOrder([1, 2, 3], 7)).toEqual([1, 2, 3]);
  });
});

describe('editableFlights', () => {
  it('groups the players the caller may save by flight, leaving out withdrawn players and others’ flights', () => {
    const player = (pid: string, flightId: string | null, status: 'ok' | 'withdrawn' = 'ok', position: number | null = flightId ? Number(pid) : null) => ({
      pid,
      name: pid,
      sex: 'M' as const,
      division: null,
      flightId,
      flightNumber: flightId ? Number(flightId) - 6 : null,
      position,
      status,
      holes: [],
    });
    const data: ScorecardsAnswer = {
      holes,
      players: [player('5', null), player('1', '7'), player('2', '7'), player('3', '8'), player('4', '7', 'withdrawn')],
      editable: ['1', '2', '4', '5'],
    };
    expect(editableFlights(data).map((f) => [f.key, f.number, f.players.map((p) => p.pid)])).toEqual([
      ['7', 1, ['1', '2']],
      ['', null, ['5']],
    ]);
  });

  it('lists flights by the number the board and the sheets give them, not by the order of the cards', () => {
    const player = (pid: string, flightId: string, flightNumber: number) => ({ pid, name: pid, sex: 'M' as const, division: null, flightId, flightNumber, position: 0, status: 'ok' as const, holes: [] });
    const data: ScorecardsAnswer = { holes, players: [player('1', '30', 2), player('2', '31', 1)], editable: ['1', '2'] };
    expect(editableFlights(data).map((f) => [f.key, f.number])).toEqual([
      ['31', 1],
      ['30', 2],
    ]);
  });

  it('lists a flight in its playing order (as the pairing sheet), not in the order of the cards', () => {
    const player = (pid: string, position: number) => ({ pid, name: pid, sex: 'M' as const, division: null, flightId: '7', flightNumber: 1, position, status: 'ok' as const, holes: [] });
    const data: ScorecardsAnswer = { holes, players: [player('11', 2), player('12', 0), player('13', 1)], editable: ['11', '12', '13'] };
    expect(editableFlights(data)[0].players.map((p) => p.pid)).toEqual(['12', '13', '11']);
  });
});
