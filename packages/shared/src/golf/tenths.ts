/**
 * Integer arithmetic for handicaps with one decimal. Handicaps and nets are kept in tenths
 * (16.8 → 168) so that rounding never meets binary floating point (0.1 + 0.2 ≠ 0.3).
 */

/**
 * `num / den` rounded to the nearest integer, halves upward (towards +∞): 2.5 → 3, −2.5 → −2.
 * Both arguments must be integers and `den` positive.
 */
export function roundHalfUpDiv(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/** A decimal parameter (1.5, 0.8, 0.95) as an integer count of `1/scale` (1500 for 1.5 at 1000). */
export function toScaled(value: number, scale: number): number {
  return Math.round(value * scale);
}

/** A value with at most one decimal (16.8) as tenths (168). */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

/** Tenths back to a number with one decimal (168 → 16.8). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/** Round a value to the nearest integer, halves upward, through tenths (16.5 → 17, 16.45 → 16). */
export function roundTenthsToInt(tenths: number): number {
  return roundHalfUpDiv(tenths, 10);
}
