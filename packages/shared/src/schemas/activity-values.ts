/** Values of events that the web app needs without zod (the schemas load as the forms mount there). */

export const ACTIVITY_STATUSES = ['draft', 'registering', 'closed', 'playing', 'finished', 'cancelled'] as const;

/** stroke play, team competition, or a social outing without ranking */
export const ACTIVITY_TYPES = ['stroke', 'team', 'outing'] as const;

/** The spec's limit (§9): at most 20 characters of any script, spaces allowed, counted as code points. */
export const ACTIVITY_TITLE_MAX = 20;

/** how a player's card counts: withdrawn, no card and disqualified players are listed in the results but not ranked */
export const SCORE_STATUSES = ['ok', 'withdrawn', 'noCard', 'disqualified'] as const;
