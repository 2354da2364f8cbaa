import { describe, expect, it } from 'vitest';
import { ClockSchema } from '@golf/shared/schemas/flight';
import { typedClock } from './format-time';

describe('a tee time as typed', () => {
  it.each([
    ['８：００', '08:00'],
    ['8:00', '08:00'],
    ['０７：３０', '07:30'],
    [' 13:05 ', '13:05'],
    ['7', '7'],
    ['25:00', '25:00'],
    ['', ''],
  ])('reads %s as %s', (typed, read) => {
    expect(typedClock(typed)).toBe(read);
  });

  it('gives the server a time it takes whenever the hour and minutes are there', () => {
    for (const typed of ['８：００', '8:00', '０７：３０']) expect(ClockSchema.safeParse(typedClock(typed)).success).toBe(true);
  });
});
