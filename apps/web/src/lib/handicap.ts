/**
 * A handicap as golfers write it, one decimal: a plus handicap (better than scratch, stored as a negative number, as it
 * is typed) reads "+1.2", not "-1.2"; `none` when there is none.
 */
export function formatHandicap(value: number | null | undefined, none = '–'): string {
  if (value === null || value === undefined) return none;
  return value < 0 ? `+${(-value).toFixed(1)}` : value.toFixed(1);
}
