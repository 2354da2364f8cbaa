/** Odds as "×2.5" (points returned per point staked), or "–" without points on the option. */
export function formatOdds(odds: number | null): string {
  if (odds === null) return '–';
  return `×${odds < 100 ? odds.toFixed(1) : odds.toFixed(0)}`;
}

/** An option's names joined for display: "Tanaka – Li". */
export const optionLabel = (names: readonly string[]) => names.join(' – ');

export const votePath = (activityId: string) => `/dashboard/activity/vote?id=${activityId}`;
