import { z } from 'zod';
import { IdSchema } from './common';

/** 'HH:mm' on the course's clock. */
export const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.flight.teeTime' });

/** A tee time: 'HH:mm' or an ISO-8601 date-time with offset (the API's time format). */
export const TeeTimeSchema = z.union([ClockSchema, z.iso.datetime({ offset: true, error: 'validation.flight.teeTime' })], {
  error: 'validation.flight.teeTime',
});

export const FlightStrategySchema = z.enum(['handicap', 'abcd', 'division', 'random', 'registration']);
export const FlightStartSchema = z.enum(['twoTee', 'singleTee', 'shotgun']);

/** One flight as saved: `PUT /api/activities/:aid/flights` sends the whole list. */
export const FlightSchema = z.object({
  id: IdSchema.optional(),
  day: z.iso.date({ error: 'validation.flight.day' }).optional(),
  teeTime: TeeTimeSchema,
  startHole: z.number().int().min(1, { error: 'validation.flight.startHole' }).max(18, { error: 'validation.flight.startHole' }),
  group: z.enum(['A', 'B']).optional(),
  players: z.array(IdSchema).max(5, { error: 'validation.flight.size' }),
  locked: z.boolean().optional(),
});
export type FlightInput = z.infer<typeof FlightSchema>;

export const FlightArrangementSchema = z.object({ flights: z.array(FlightSchema).max(200) });
export type FlightArrangementInput = z.infer<typeof FlightArrangementSchema>;

/** `POST /api/activities/:aid/flights/auto`. */
export const AutoAssignFlightsSchema = z.object({
  strategy: FlightStrategySchema,
  size: z.number().int().min(2, { error: 'validation.flight.size' }).max(5, { error: 'validation.flight.size' }).default(4),
  interval: z.number().int().min(1).max(30).default(8),
  start: FlightStartSchema.default('twoTee'),
  firstTeeTime: ClockSchema.default('07:30'),
  day: z.iso.date({ error: 'validation.flight.day' }).optional(),
  /** Re-running keeps locked flights (default true). */
  keepLocked: z.boolean().default(true),
});
export type AutoAssignFlightsInput = z.infer<typeof AutoAssignFlightsSchema>;
