import { optionParts } from '@golf/shared/golf/vote-options';
import type { VotePayout, VoteSettlement } from '@golf/shared/golf/vote';
import type { VoteSettlementAnswer, VoteTicketAnswer } from '@golf/shared/schemas/vote';
import type { voteTickets } from '../../db/schema';

/** Names of what an option key names: players, or frames shown as "F1 (A / B)". */
export interface Namer {
  player: Map<string, string>;
  frames: Map<string, string[]>;
  byFrames: boolean;
  /** what a player no longer in the event is called ("(withdrawn)" in the caller's language) */
  gone: string;
}

export function optionNames(option: string, namer: Namer): string[] {
  return optionParts(option).map((part) => {
    if (!namer.byFrames) return namer.player.get(part) ?? namer.gone;
    const pids = namer.frames.get(part) ?? [];
    return `${part} (${pids.map((pid) => namer.player.get(pid) ?? namer.gone).join(' / ')})`;
  });
}

export function presentTicket(row: typeof voteTickets.$inferSelect, namer: Namer): VoteTicketAnswer {
  return { id: String(row.id), option: row.option, names: optionNames(row.option, namer), points: row.points, createdAt: row.createdAt.toISOString() };
}

/** The settlement as the API answers it: biggest winnings first, names instead of raw ids. */
export function presentSettlement(
  settlement: VoteSettlement,
  settledAt: Date,
  userNames: Map<string, string>,
  namer: Namer,
  final: boolean,
): VoteSettlementAnswer {
  const row = (p: VotePayout) => ({
    userId: p.userId,
    name: userNames.get(p.userId) ?? p.userId,
    spent: p.spent,
    refunded: p.refunded,
    winnings: p.winnings,
    net: p.net,
  });
  const list = settlement.payouts.map(row).sort((a, b) => b.winnings - a.winnings || b.net - a.net || a.name.localeCompare(b.name));
  return {
    pool: settlement.pool,
    cut: settlement.cut,
    remainder: settlement.remainder,
    rollover: settlement.rollover,
    winningOptions: settlement.winningOptions,
    winningNames: settlement.winningOptions.map((o) => optionNames(o, namer)),
    list,
    biggest: list[0] && list[0].winnings > 0 ? list[0] : null,
    settledAt: settledAt.toISOString(),
    final,
  };
}
