// Moments (a computation, a publication, a message) in the UI language, on the 24-hour clock of the tee times and
// deadlines beside them: "Nov 28, 2026, 21:05", not "9:05 PM" in English.

/** a date and time: "Nov 28, 2026, 21:05", "2026/11/28 21:05", "2026年11月28日 21:05" */
export function formatStamp(iso: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));
}

/** a time of day: "21:05" */
export function formatClock(iso: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
