import type { FlightPlayerView } from '@golf/shared/schemas/flight';
import type { FlightsWithPlayers } from '../api/flights-with-players';
import { describe, expect, it } from 'vitest';
import { addFlight, arrangementOf, boardFromAnswer, deleteFlight, errorsByFlight, moveFlight, movePlayers, updateFlight } from './board-state';

const player = (pid: string): FlightPlayerView => ({ pid, name: `P${pid}`, sex: 'M', handicap: Number(pid), division: '', isGuest: false });
const flight = (id: string, teeTime: string, startHole: number, pids: string[], marker: string | null = null) => ({
  id,
  day: '2026-06-14',
  teeTime,
  startHole,
  startGroup: '' as const,
  locked: false,
  markerPlayerId: marker,
  players: pids.map(player),
});
const answer: FlightsWithPlayers = {
  flights: [flight('f1', '07:30', 1, ['1', '2', '3'], '1'), flight('f2', '07:30', 10, ['4', '5']), flight('f3', '07:38', 1, ['6'])],
  unassigned: [player('7'), player('8')],
  publishedAt: null,
  size: 4,
  days: ['2026-06-14'],
  holes: 18,
  unmatchedRequests: [],
};
const pids = (b: ReturnType<typeof boardFromAnswer>) => b.flights.map((f) => f.players.join(''));

describe('the flights board', () => {
  it('moves a player between flights at a position, and back to the unassigned pool', () => {
    const board = boardFromAnswer(answer);
    const moved = movePlayers(board, ['2'], 'f2', 1);
    expect(pids(moved)).toEqual(['13', '425', '6']);
    const back = movePlayers(moved, ['2'], null);
    expect(pids(back)).toEqual(['13', '45', '6']);
    expect(back.pool).toEqual(['7', '8', '2']);
  });

  it('batch-assigns ticked players in their order and never places anyone twice', () => {
    const board = movePlayers(boardFromAnswer(answer), ['8', '7'], 'f3');
    expect(pids(board)).toEqual(['123', '45', '687']);
    expect(board.pool).toEqual([]);
    const all = board.flights.flatMap((f) => f.players);
    expect(new Set(all).size).toBe(all.length);
  });

  it('clears the marker when the marker leaves the flight', () => {
    const board = movePlayers(boardFromAnswer(answer), ['1'], 'f2');
    expect(board.flights[0].markerPlayerId).toBeNull();
  });

  it('reorders flights while the tee times and starting holes stay in place', () => {
    const board = moveFlight(boardFromAnswer(answer), 2, 0);
    expect(pids(board)).toEqual(['6', '123', '45']);
    expect(board.flights.map((f) => `${f.teeTime}/${f.startHole}`)).toEqual(['07:30/1', '07:30/10', '07:38/1']);
    expect(board.flights.map((f) => f.id)).toEqual(['f3', 'f1', 'f2']);
  });

  it('deletes a flight with its tee time, its players becoming unassigned', () => {
    const board = deleteFlight(boardFromAnswer(answer), 'f1');
    expect(board.flights).toHaveLength(2);
    expect(board.pool).toEqual(['7', '8', '1', '2', '3']);
  });

  it('adds a flight one interval after the last and saves the whole arrangement', () => {
    const { board, key } = addFlight(boardFromAnswer(answer), { day: '2026-06-14', teeTime: '08:00', interval: 8 });
    const locked = updateFlight(movePlayers(board, ['7'], key), key, { locked: true });
    const input = arrangementOf(locked, 4);
    expect(input.size).toBe(4);
    expect(input.flights[3]).toEqual({ day: '2026-06-14', teeTime: '07:46', startHole: 1, startGroup: '', locked: true, markerPlayerId: null, players: ['7'] });
    expect(input.flights[0]).toMatchObject({ id: 'f1', markerPlayerId: '1', players: ['1', '2', '3'] });
  });

  it('puts the server problems on the flights they name', () => {
    const board = boardFromAnswer(answer);
    const { byFlight, general } = errorsByFlight(board, [
      { path: 'flights.1.players', message: 'too many' },
      { path: 'flights.1.teeTime', message: 'outside the day' },
      { path: 'size', message: 'size' },
    ]);
    expect(byFlight).toEqual({ f2: ['too many', 'outside the day'] });
    expect(general).toEqual(['size']);
  });
});
