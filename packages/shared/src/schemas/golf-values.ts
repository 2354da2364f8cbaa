/** Values of the golf settings that the web app needs without zod (the schemas load as the forms mount there). */

/** the handicap systems an event or a group can use (HandicapTypeSchema) */
export const HANDICAP_TYPES = ['peoria', 'fixed', 'whs', 'stableford', 'callaway'] as const;

/** the caps on a hole's score before handicaps are worked out (HoleCapSchema) */
export const HOLE_CAPS = ['none', 'doublePar', 'parPlus3', 'table579'] as const;

/** what countback compares: the last 9/6/3/1 holes on net or on gross (CountbackModeSchema) */
export const COUNTBACK_MODES = ['net', 'gross'] as const;

/** what ranks the field: net, gross or Stableford points (RankBySchema; a Stableford event ranks by points) */
export const RANK_BYS = ['net', 'gross', 'points'] as const;
