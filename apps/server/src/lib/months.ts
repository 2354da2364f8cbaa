/** 'YYYY-MM' (UTC) of a date. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The last `n` calendar months (UTC) as 'YYYY-MM', oldest first, ending with the current one. */
export function lastMonths(n: number, now = new Date()): string[] {
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i--) months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  return months;
}

/** Every month from `first` to `last` inclusive ('YYYY-MM'). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number);
  const [ly, lm] = last.split('-').map(Number);
  while (y < ly || (y === ly && m <= lm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
