import type { CardHole, HandicapSystem, RankBy, TeamSetting, TeeRating, TieBreak, CountbackMode, Hole } from '../schemas/golf';
import type { Rng } from './rng';
import type { TeamResult } from './teams';

/** Entry status of a player as the event knows it. */
export type PlayerStatus = 'active' | 'withdrawn' | 'disqualified';

/** Status of a results row: `ok` rows are ranked; the others are listed after them, unranked. */
export type ResultStatus = 'ok' | 'incomplete' | 'noCard' | 'withdrawn' | 'disqualified';

/** A player of the event as the engine needs it. */
export interface PlayerInput {
  pid: string;
  name: string;
  sex: 'M' | 'F';
  division?: string | null;
  team?: string | null;
  /** ISO date YYYY-MM-DD, for the `age` tie-break */
  birthday?: string | null;
  /** the player's own handicap (fixed system; fallback elsewhere); plus handicaps negative */
  declaredHandicap?: number | null;
  /** WHS Handicap Index (plus indexes negative) */
  handicapIndex?: number | null;
  /** the player's tee when it differs from the event's `tee` (e.g. ladies' tee) */
  tee?: TeeRating | null;
  status?: PlayerStatus;
}

/** One player's card: the holes entered so far. */
export interface CardInput {
  pid: string;
  holes: readonly CardHole[];
}

/** Everything `computeResults` takes. */
export interface ComputeResultsInput {
  /** the holes played: 9 or 18 (combine two nines with `combineNines`) */
  holes: readonly Hole[];
  players: readonly PlayerInput[];
  cards: readonly CardInput[];
  /** the event's system; missing fields take their defaults */
  handicapSystem: Partial<HandicapSystem> & { type: HandicapSystem['type'] };
  /** default: `handicapSystem.rankBy`, else points for Stableford and net otherwise */
  rankBy?: RankBy;
  /** default: `handicapSystem.tieBreak`, else handicap → age → countback → shared */
  tieBreak?: readonly TieBreak[];
  /** countback on net with handicap fractions (default: `handicapSystem.countback`, else net) or on gross */
  countback?: CountbackMode;
  team?: TeamSetting;
  /** the event's tee for WHS (players may override); default rating = par, slope 113 */
  tee?: TeeRating;
  /** drives the hidden-hole draw when the system has no `hiddenHoles`; default Math.random */
  rng?: Rng;
}

/** One row of the results answer (API.md "Results answer"), plus `team` and `holesPlayed`. */
export interface ResultRow {
  pid: string;
  name: string;
  sex: 'M' | 'F';
  division: string | null;
  team: string | null;
  rank: number | null;
  gross: number | null;
  handicap: number | null;
  net: number | null;
  putts: number | null;
  out: number | null;
  in: number | null;
  toPar: number | null;
  points?: number;
  tied?: boolean;
  /** the place on net, on ranked rows of an event that ranks by gross (the vote and the net prizes go by it) */
  netRank?: number;
  /** the place on gross (same tie-break chain, countback on gross), on ranked rows of an event that ranks otherwise: the gross prizes go by it */
  grossRank?: number;
  status: ResultStatus;
  holesPlayed: number;
}

/** What `computeResults` answers. */
export interface ComputeResultsOutput {
  list: ResultRow[];
  teams: TeamResult[];
  /** the hidden holes used (Peoria family), to be stored on the event and revealed after play */
  hiddenHoles: number[] | null;
}
