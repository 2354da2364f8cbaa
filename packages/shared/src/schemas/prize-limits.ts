/** Limits of prizes that the web app needs without zod (the schemas themselves load as the forms mount there). */

/** Longest recordable skill-prize distance in metres (a drive of 500 m is already beyond any record). */
export const MAX_SKILL_DISTANCE = 500;
