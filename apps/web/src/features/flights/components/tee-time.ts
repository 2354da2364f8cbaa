import { z } from 'zod';
import { ClockSchema } from '@golf/shared/schemas/flight';
import { typedClock } from '../../../lib/format-time';

/**
 * A tee time field's rule: the time as typed (８：００, 8:00) read as the server takes it. The field keeps what is typed
 * (rewriting it while an input method is still composing lost or doubled characters); the form's submit sends
 * `typedClock` of it.
 */
export const TypedClockSchema = z.preprocess((value) => typedClock(typeof value === 'string' ? value : ''), ClockSchema);
