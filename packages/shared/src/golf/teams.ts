import type { TeamSetting } from '../schemas/golf';
import { roundHalfUpDiv } from './tenths';

/** One ranked player's contribution to a team. */
export interface TeamMember {
  pid: string;
  team: string;
  /** the player's ranking value: net in tenths, gross ×10, or Stableford points ×10 */
  scoreTenths: number;
}

/** A team's result. `score` has one decimal (a mean of nets may be 73.25 → 73.3). */
export interface TeamResult {
  team: string;
  rank: number;
  score: number;
  /** pids of the cards that counted, best first */
  counted: string[];
  /** every member with a complete card */
  members: number;
  /** the team has at least N complete cards */
  complete: boolean;
  tied?: boolean;
}

/**
 * Team results: the best `size` cards of each team count, summed (or averaged, rounded to 0.1
 * halves up). Teams with at least `size` complete cards are ranked first; teams with fewer follow,
 * more cards first, then by score. Equal teams share a place (1, 2, 2, 4).
 * @param higherIsBetter true when ranking by Stableford points
 */
export function rankTeams(members: readonly TeamMember[], setting: TeamSetting, higherIsBetter = false): TeamResult[] {
  const sign = higherIsBetter ? -1 : 1;
  const byTeam = new Map<string, TeamMember[]>();
  for (const m of members) byTeam.set(m.team, [...(byTeam.get(m.team) ?? []), m]);
  const teams = [...byTeam.entries()].map(([team, list]) => {
    const best = [...list]
      .sort((a, b) => sign * (a.scoreTenths - b.scoreTenths) || (a.pid < b.pid ? -1 : 1))
      .slice(0, setting.size);
    const sum = best.reduce((s, m) => s + m.scoreTenths, 0);
    const tenths = setting.mode === 'mean' ? roundHalfUpDiv(sum, best.length) : sum;
    return { team, tenths, counted: best.map((m) => m.pid), members: list.length, complete: best.length >= setting.size };
  });
  const compare = (a: (typeof teams)[number], b: (typeof teams)[number]) =>
    Number(b.complete) - Number(a.complete) || b.counted.length - a.counted.length || sign * (a.tenths - b.tenths);
  teams.sort((a, b) => compare(a, b) || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  const ranks: number[] = [];
  teams.forEach((t, i) => ranks.push(i > 0 && compare(teams[i - 1], t) === 0 ? ranks[i - 1] : i + 1));
  return teams.map((t, i) => {
    const tied = ranks.filter((r) => r === ranks[i]).length > 1;
    return {
      team: t.team,
      rank: ranks[i],
      score: t.tenths / 10,
      counted: t.counted,
      members: t.members,
      complete: t.complete,
      ...(tied ? { tied } : {}),
    };
  });
}
