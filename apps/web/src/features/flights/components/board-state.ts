import type { ArrangementInput, FlightPlayerView, FlightView } from '@golf/shared/schemas/flight';
import type { FlightsWithPlayers } from '../api/flights-with-players';

/**
 * The organiser's arrangement being edited, before it is saved. Flights keep their place in the
 * tee sheet (`day`, `teeTime`, `startHole`, `startGroup`: the slot); moving a flight moves its
 * players, lock and marker to another slot.
 */
export interface BoardFlight {
  /** stable key for React and drag and drop (the saved id, or a local one) */
  key: string;
  id: string | null;
  day: string;
  teeTime: string;
  startHole: number;
  startGroup: FlightView['startGroup'];
  locked: boolean;
  markerPlayerId: string | null;
  players: string[];
}

export interface Board {
  flights: BoardFlight[];
  /** registered players in no flight, in the order they are shown */
  pool: string[];
  /** every player the board knows, by id */
  people: Record<string, FlightPlayerView>;
}

let localKeys = 0;
const newKey = () => `new-${++localKeys}`;

export function boardFromAnswer(answer: FlightsWithPlayers): Board {
  const people: Record<string, FlightPlayerView> = {};
  for (const p of answer.unassigned) people[p.pid] = p;
  const flights = answer.flights.map((f) => {
    for (const p of f.players) people[p.pid] = p;
    return {
      key: f.id ?? newKey(),
      id: f.id,
      day: f.day,
      teeTime: f.teeTime,
      startHole: f.startHole,
      startGroup: f.startGroup,
      locked: f.locked,
      markerPlayerId: f.markerPlayerId,
      players: f.players.map((p) => p.pid),
    };
  });
  return { flights, pool: answer.unassigned.map((p) => p.pid), people };
}

export function arrangementOf(board: Board, size: number): ArrangementInput {
  return {
    size,
    flights: board.flights.map((f) => ({
      ...(f.id ? { id: f.id } : {}),
      day: f.day,
      teeTime: f.teeTime,
      startHole: f.startHole,
      startGroup: f.startGroup,
      locked: f.locked,
      markerPlayerId: f.markerPlayerId,
      players: f.players,
    })),
  };
}

/** A marker must play in the flight: leaving it clears the marker. */
function withoutPlayer(flight: BoardFlight, pid: string): BoardFlight {
  if (!flight.players.includes(pid)) return flight;
  return { ...flight, players: flight.players.filter((p) => p !== pid), markerPlayerId: flight.markerPlayerId === pid ? null : flight.markerPlayerId };
}

export function flightOfPlayer(board: Board, pid: string): BoardFlight | undefined {
  return board.flights.find((f) => f.players.includes(pid));
}

/** Moves players into a flight (at `index`, default the end) or back to the unassigned pool (`to` null). */
export function movePlayers(board: Board, pids: string[], to: string | null, index?: number): Board {
  const moving = new Set(pids);
  let flights = board.flights.map((f) => pids.reduce((acc, pid) => withoutPlayer(acc, pid), f));
  let pool = board.pool.filter((p) => !moving.has(p));
  const insert = (list: string[]) => {
    const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), ...pids, ...list.slice(at)];
  };
  if (to === null) pool = insert(pool);
  else flights = flights.map((f) => (f.key === to ? { ...f, players: insert(f.players) } : f));
  return { ...board, flights, pool };
}

/** Reorders flights in the tee sheet: the slots (day, tee time, starting hole) stay, the groups move. */
export function moveFlight(board: Board, from: number, to: number): Board {
  if (from === to || from < 0 || to < 0 || from >= board.flights.length || to >= board.flights.length) return board;
  const groups = [...board.flights];
  const [moved] = groups.splice(from, 1);
  groups.splice(to, 0, moved);
  const flights = board.flights.map((slot, i) => ({
    ...groups[i],
    day: slot.day,
    teeTime: slot.teeTime,
    startHole: slot.startHole,
    startGroup: slot.startGroup,
  }));
  return { ...board, flights };
}

export function updateFlight(board: Board, key: string, changes: Partial<Omit<BoardFlight, 'key' | 'players'>>): Board {
  return { ...board, flights: board.flights.map((f) => (f.key === key ? { ...f, ...changes } : f)) };
}

/** Deletes a flight (and its tee time); its players go back to the unassigned pool. */
export function deleteFlight(board: Board, key: string): Board {
  const flight = board.flights.find((f) => f.key === key);
  if (!flight) return board;
  return { ...board, flights: board.flights.filter((f) => f.key !== key), pool: [...board.pool, ...flight.players] };
}

const addMinutes = (clock: string, minutes: number) => {
  const [h, m] = clock.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** A new empty flight after the last one (same day and tee, `interval` minutes later). */
export function addFlight(board: Board, defaults: { day: string; teeTime: string; interval: number }): { board: Board; key: string } {
  const last = board.flights[board.flights.length - 1];
  const key = newKey();
  const flight: BoardFlight = {
    key,
    id: null,
    day: last?.day ?? defaults.day,
    teeTime: last ? addMinutes(last.teeTime, defaults.interval) : defaults.teeTime,
    startHole: last?.startHole ?? 1,
    startGroup: '',
    locked: false,
    markerPlayerId: null,
    players: [],
  };
  return { board: { ...board, flights: [...board.flights, flight] }, key };
}

/**
 * Server field errors (`flights.3.players`, …) by flight key; the rest (no flight index) apart.
 * The index is the flight's place in the saved list, i.e. in `board.flights`.
 */
export function errorsByFlight(board: Board, fields: { path: string; message: string }[]): { byFlight: Record<string, string[]>; general: string[] } {
  const byFlight: Record<string, string[]> = {};
  const general: string[] = [];
  for (const field of fields) {
    const match = /^flights\.(\d+)/.exec(field.path);
    const flight = match ? board.flights[Number(match[1])] : undefined;
    if (flight) (byFlight[flight.key] ??= []).push(field.message);
    else general.push(field.message);
  }
  return { byFlight, general };
}
