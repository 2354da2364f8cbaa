/** '+08:00' of an ISO-8601 date-time with offset ('Z' reads '+00:00'). */
export function offsetOf(iso: string): string {
  const m = /([+-]\d{2}:\d{2}|Z)$/.exec(iso);
  return !m || m[1] === 'Z' ? '+00:00' : m[1];
}

/** The instant as ISO-8601 on the clock of `offset` ('+09:00'), e.g. 2030-05-01T07:30:00.000+09:00. */
export function isoAt(date: Date, offset: string): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return date.toISOString();
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, -1);
  return `${local}${offset === '+00:00' ? 'Z' : offset}`;
}
