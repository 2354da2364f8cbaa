import { z } from 'zod';
import { FLIGHT_SIZE_MAX, FLIGHT_SIZE_MIN } from '../golf/flight-types';
import { IdSchema } from './common';
import { SexSchema } from './user';

/** 'HH:mm' on the course's clock: tee times are wall-clock times at the course, never converted. */
export const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.flight.teeTime' });
/** A tee time as saved and answered: 'HH:mm' on the flight's `day`. */
export const TeeTimeSchema = ClockSchema;
export const FlightDaySchema = z.iso.date({ error: 'validation.flight.day' });

export const FLIGHT_STRATEGIES = ['handicap', 'abcd', 'division', 'random', 'registration'] as const;
export const FlightStrategySchema = z.enum(FLIGHT_STRATEGIES);
export type FlightStrategyCode = z.infer<typeof FlightStrategySchema>;
export const FLIGHT_STARTS = ['twoTee', 'singleTee', 'shotgun'] as const;
export const FlightStartSchema = z.enum(FLIGHT_STARTS);
export type FlightStartCode = z.infer<typeof FlightStartSchema>;
/** Shotgun: '' alone on the hole, 'A' tees off first, 'B' waits on the same hole. */
export const StartGroupSchema = z.enum(['', 'A', 'B'], { error: 'validation.flight.startGroup' });

const FlightSizeSchema = z
  .number()
  .int({ error: 'validation.flight.size' })
  .min(FLIGHT_SIZE_MIN, { error: 'validation.flight.size' })
  .max(FLIGHT_SIZE_MAX, { error: 'validation.flight.size' });

/** A player as the flight screens show them (everyone in the group may see these fields). */
export const FlightPlayerViewSchema = z.object({
  pid: z.string(),
  name: z.string(),
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
  division: z.string(),
  isGuest: z.boolean(),
  /** organisers only: the registration remark (where "play with …" requests come from) */
  remark: z.string().optional(),
});
export type FlightPlayerView = z.infer<typeof FlightPlayerViewSchema>;

/** One flight as answered. `id` is null in a proposal (`POST …/flights/auto`) for a flight not saved yet. */
export const FlightViewSchema = z.object({
  id: z.string().nullable(),
  day: z.string(),
  teeTime: z.string(),
  startHole: z.number().int(),
  startGroup: StartGroupSchema,
  locked: z.boolean(),
  markerPlayerId: z.string().nullable(),
  /** player ids in playing order (API.md: `players: [pid]`; the answer's `players` has each one's name and handicap) */
  players: z.array(z.string()),
});
export type FlightView = z.infer<typeof FlightViewSchema>;

/**
 * `GET /api/activities/:aid/flights` (and the proposal of `POST …/flights/auto`, where `publishedAt`
 * is the saved arrangement's). Members see the flights only once published (before: `flights: []`);
 * `players` are those in the flights, in flight and playing order; `unassigned` are registered players
 * (not waitlisted) in no flight, in registration order.
 */
export const FlightsAnswerSchema = z.object({
  flights: z.array(FlightViewSchema),
  players: z.array(FlightPlayerViewSchema),
  unassigned: z.array(FlightPlayerViewSchema),
  /** ISO time of the last publish; null while never published */
  publishedAt: z.string().nullable(),
  /** largest flight (2–4, default 4) */
  size: z.number().int(),
  /** the event days 'YYYY-MM-DD' a flight may be on */
  days: z.array(z.string()),
  /** holes of the round (18, or 9 with a single nine): shotgun and starting holes lie in 1…holes */
  holes: z.number().int(),
  /** organisers only (remarks are theirs to read): pairing requests in remarks that name no player of the event, as written */
  unmatchedRequests: z.array(z.object({ pid: z.string(), request: z.string() })),
});
export type FlightsAnswer = z.infer<typeof FlightsAnswerSchema>;

/** `POST /api/activities/:aid/flights/auto` — answers the PROPOSED arrangement without saving it. */
export const AutoAssignFlightsSchema = z.object({
  strategy: FlightStrategySchema,
  size: FlightSizeSchema.default(4),
  /** minutes between tee times on one tee */
  interval: z
    .number()
    .int({ error: 'validation.flight.interval' })
    .min(1, { error: 'validation.flight.interval' })
    .max(30, { error: 'validation.flight.interval' })
    .default(8),
  start: FlightStartSchema.default('twoTee'),
  /** default: the event's tee-off time */
  firstTeeTime: ClockSchema.optional(),
  /** default: the first event day */
  day: FlightDaySchema.optional(),
  /** Re-running keeps locked flights (default true). */
  keepLocked: z.boolean().default(true),
  /** only for 'random': the same seed gives the same draw */
  seed: z.number().int().min(0).optional(),
});
export type AutoAssignFlightsInput = z.input<typeof AutoAssignFlightsSchema>;
export type AutoAssignFlights = z.output<typeof AutoAssignFlightsSchema>;

/** One flight of `PUT /api/activities/:aid/flights`. Size, duplicates and days are checked by the server as a whole. */
export const FlightInputSchema = z.object({
  /** kept for an existing flight (ignored when unknown) */
  id: IdSchema.optional(),
  day: FlightDaySchema,
  teeTime: TeeTimeSchema,
  startHole: z
    .number()
    .int({ error: 'validation.flight.startHole' })
    .min(1, { error: 'validation.flight.startHole' })
    .max(36, { error: 'validation.flight.startHole' }),
  startGroup: StartGroupSchema.default(''),
  locked: z.boolean().default(false),
  /** a player of this flight who records its scores */
  markerPlayerId: IdSchema.nullable().optional(),
  /** player ids in playing order */
  players: z.array(IdSchema).max(20, { error: 'validation.flight.size' }),
});
export type FlightInput = z.input<typeof FlightInputSchema>;

/** `PUT /api/activities/:aid/flights` — the whole arrangement, saved all-or-nothing. */
export const ArrangementInputSchema = z.object({
  flights: z.array(FlightInputSchema).max(200, { error: 'validation.flight.flightsMax' }),
  /** largest flight; default: the activity's saved size (4 at first) */
  size: FlightSizeSchema.optional(),
});
export type ArrangementInput = z.input<typeof ArrangementInputSchema>;
export type Arrangement = z.output<typeof ArrangementInputSchema>;

/** `GET /api/activities/:aid/flights/mine` — the caller's flight once published, else null. */
export const MyFlightSchema = z
  .object({
    flightId: z.string(),
    day: z.string(),
    teeTime: z.string(),
    startHole: z.number().int(),
    startGroup: StartGroupSchema,
    /** my player id */
    pid: z.string(),
    markerPlayerId: z.string().nullable(),
    /** the other players of the flight, in playing order */
    partners: z.array(FlightPlayerViewSchema),
    publishedAt: z.string(),
  })
  .nullable();
export type MyFlight = z.infer<typeof MyFlightSchema>;
