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

/**
 * A tee time as typed, in the 'HH:mm' the server takes: full-width digits and colon (８：００ from a Japanese or Chinese
 * keyboard) as ASCII, and a one-digit hour (8:00) with its zero. Anything else stays as typed, for the field's rule.
 */
export function typedClock(text: string | undefined): string {
  const ascii = (text ?? '').normalize('NFKC').trim();
  return /^\d:[0-5]\d$/.test(ascii) ? `0${ascii}` : ascii;
}
