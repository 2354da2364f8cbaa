import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '../../src/golf/rng';
import { drawFrames, quinellaKey } from '../../src/golf/vote-options';
import { settleVote, voteBoard, winningOptionsOf, type VoteResultRow, type VoteTicket } from '../../src/golf/vote';

const randomIndex = (rng: Rng, n: number) => Math.floor(rng() * n);
const ranked = (...ranks: number[]): VoteResultRow[] => ranks.map((rank, i) => ({ pid: String(i + 1), rank, status: 'ok' }));
let ticketNo = 0;
const ticket = (userId: string, option: string, points: number): VoteTicket => ({ id: `t${(ticketNo += 1)}`, userId, option, points });

describe('option keys and frames', () => {
  it('normalises unordered pairs with numeric ids', () => {
    expect(quinellaKey('10', '9')).toBe('9:10');
    expect(quinellaKey('9', '10')).toBe('9:10');
    expect(() => quinellaKey('3', '3')).toThrow(RangeError);
  });

  it('draws frames best-with-worst, deterministic with a seed', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ pid: String(i + 1), handicap: (i + 1) * 3 }));
    const frames = drawFrames(players, seededRng(1));
    expect(frames.map((f) => f.pids)).toEqual([
      ['1', '8'],
      ['2', '7'],
      ['3', '6'],
      ['4', '5'],
    ]);
    expect(frames.map((f) => f.id)).toEqual(['F1', 'F2', 'F3', 'F4']);
    const odd = drawFrames([...players, { pid: '9', handicap: null }], seededRng(2));
    expect(odd).toHaveLength(4);
    expect(odd.flatMap((f) => f.pids).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const tiedHandicaps = Array.from({ length: 10 }, (_, i) => ({ pid: String(i + 1), handicap: 10 }));
    expect(drawFrames(tiedHandicaps, seededRng(5))).toEqual(drawFrames(tiedHandicaps, seededRng(5)));
    expect(drawFrames(tiedHandicaps, seededRng(5))).not.toEqual(drawFrames(tiedHandicaps, seededRng(6)));
  });
});

describe('voteBoard', () => {
  it('shows points, odds = net pool ÷ points, and the most popular picks', () => {
    const tickets = [ticket('u1', '1:2', 10), ticket('u2', '1:2', 30), ticket('u3', '2:3', 40), ticket('u4', '1:3', 20)];
    const board = voteBoard({ tickets, cutPercent: 10, options: ['3:4'] });
    expect(board).toMatchObject({ pool: 100, cut: 10, netPool: 90, popular: ['1:2', '2:3', '1:3'] });
    expect(board.options.map((o) => [o.option, o.points, o.tickets, o.odds])).toEqual([
      ['1:2', 40, 2, 2.25],
      ['2:3', 40, 1, 2.25],
      ['1:3', 20, 1, 4.5],
      ['3:4', 0, 0, null],
    ]);
  });

  it('odds are as the option would be paid alone: never below 1, the cut stopping at the stakes; a carry-in is in the pool', () => {
    const board = voteBoard({ tickets: [ticket('u1', '1', 9), ticket('u2', '2', 1)], cutPercent: 20, carryIn: 0 });
    expect(board.options.map((o) => [o.option, o.odds])).toEqual([
      ['1', 1],
      ['2', 8],
    ]);
    expect(voteBoard({ tickets: [ticket('u1', '1', 2)], carryIn: 4 })).toMatchObject({ pool: 6, options: [{ option: '1', odds: 3 }] });
  });
});

describe('settleVote', () => {
  it('pays winning tickets in proportion, rounding down with the remainder reported', () => {
    const tickets = [ticket('u1', '1:2', 3), ticket('u2', '1:2', 4), ticket('u3', '2:3', 3), ticket('u2', '1:3', 1)];
    const s = settleVote({ tickets, results: ranked(1, 2, 3), ticketType: 'quinella' });
    expect(s.winningOptions).toEqual(['1:2']);
    expect(s.pool).toBe(11);
    // 11 × 3/7 = 4.71 → 4; 11 × 4/7 = 6.28 → 6; remainder 1.
    expect(s.payouts).toEqual([
      { userId: 'u1', spent: 3, refunded: 0, winnings: 4, net: 1 },
      { userId: 'u2', spent: 5, refunded: 0, winnings: 6, net: 1 },
      { userId: 'u3', spent: 3, refunded: 0, winnings: 0, net: -3 },
    ]);
    expect(s.remainder).toBe(1);
  });

  it('takes the cut only when somebody wins', () => {
    const tickets = [ticket('u1', '1:2', 10), ticket('u2', '2:3', 10)];
    expect(settleVote({ tickets, results: ranked(1, 2, 3), ticketType: 'quinella', cutPercent: 15 })).toMatchObject({
      pool: 20,
      cut: 3,
      netPool: 17,
      remainder: 0,
      payouts: [{ userId: 'u1', winnings: 17 }, { userId: 'u2', winnings: 0 }],
    });
  });

  it('refunds everyone when no ticket wins, or rolls the pool over', () => {
    const tickets = [ticket('u1', '1:3', 5), ticket('u2', '2:3', 7)];
    const refund = settleVote({ tickets, results: ranked(1, 2, 3), ticketType: 'quinella', cutPercent: 10 });
    expect(refund.refunds.map((r) => [r.userId, r.points, r.reason])).toEqual([
      ['u1', 5, 'noWinner'],
      ['u2', 7, 'noWinner'],
    ]);
    expect(refund.payouts.map((p) => p.net)).toEqual([0, 0]);
    expect(refund).toMatchObject({ cut: 0, remainder: 0, rollover: 0 });
    const roll = settleVote({ tickets, results: ranked(1, 2, 3), ticketType: 'quinella', noWinner: 'rollover', carryIn: 4 });
    expect(roll).toMatchObject({ pool: 16, rollover: 16, refunds: [] });
    const rolledIn = settleVote({ tickets: [ticket('u1', '1:2', 5)], results: ranked(1, 2), ticketType: 'quinella', carryIn: 16 });
    expect(rolledIn.payouts[0].winnings).toBe(21);
  });

  it('a tie for 2nd: every pair {winner, tied 2nd} wins; each takes its stakes and half the profit, so the long shot pays more', () => {
    const results = ranked(1, 2, 2, 4);
    expect(winningOptionsOf(results, 'quinella')).toEqual(['1:2', '1:3']);
    const tickets = [ticket('u1', '1:2', 2), ticket('u2', '1:3', 6), ticket('u3', '2:3', 12)];
    const s = settleVote({ tickets, results, ticketType: 'quinella' });
    // pool 20, winning stakes 8, profit 12: 6 to each winning pair; 1:2 pays (2 + 6) / 2 = ×4, 1:3 (6 + 6) / 6 = ×2
    // (one pool by points paid both ×2.5: the long shot as the favourite)
    expect(s.payouts.map((p) => p.winnings)).toEqual([8, 12, 0]);
    expect(s.remainder).toBe(0);
    // a member on both pairs, and a part that does not divide: 7 profit, 3.5 to each pair, rounded down per member
    const mixed = settleVote({ tickets: [ticket('u1', '1:2', 1), ticket('u1', '1:3', 2), ticket('u2', '1:3', 1), ticket('u3', '2:3', 7)], results, ticketType: 'quinella' });
    // u1: 1 × (1 + 3.5) / 1 + 2 × (3 + 3.5) / 3 = 4.5 + 4.33 = 8.83 → 8; u2: 1 × 6.5 / 3 = 2.17 → 2; remainder 1
    expect(mixed.payouts.map((p) => p.winnings)).toEqual([8, 2, 0]);
    expect(mixed.remainder).toBe(1);
    // a winning pair nobody holds takes no part
    const alone = settleVote({ tickets: [ticket('u1', '1:2', 2), ticket('u2', '2:3', 8)], results, ticketType: 'quinella' });
    expect(alone.payouts.map((p) => p.winnings)).toEqual([10, 0]);
  });

  it('a correct pick never loses points: the cut stops at what keeps the winning stakes whole', () => {
    // ten members with 1 point each on the favourite, 10 % cut: 9 points to share by 10 paid every one 0
    const favourite = settleVote({ tickets: Array.from({ length: 10 }, (_, i) => ticket(`u${i}`, '1', 1)), results: ranked(1, 2), ticketType: 'winner', cutPercent: 10 });
    expect(favourite).toMatchObject({ cut: 0, netPool: 10, remainder: 0 });
    expect(favourite.payouts.every((p) => p.winnings === 1 && p.net === 0)).toBe(true);
    // a cut that leaves something: as much as the profit allows
    const some = settleVote({ tickets: [ticket('u1', '1', 1), ticket('u2', '1', 1), ticket('u3', '2', 1)], results: ranked(1, 2), ticketType: 'winner', cutPercent: 50 });
    expect(some).toMatchObject({ pool: 3, cut: 1, netPool: 2 });
    expect(some.payouts.map((p) => p.winnings)).toEqual([1, 1, 0]);
  });

  it('settles on the net places (netRank) when the event ranks by gross', () => {
    // by gross 1, 2, 3; on net the 3rd on gross won and the 1st on gross came 2nd
    const results: VoteResultRow[] = [
      { pid: '1', rank: 1, netRank: 2, status: 'ok' },
      { pid: '2', rank: 2, netRank: 3, status: 'ok' },
      { pid: '3', rank: 3, netRank: 1, status: 'ok' },
    ];
    expect(winningOptionsOf(results, 'winner')).toEqual(['3']);
    expect(winningOptionsOf(results, 'quinella')).toEqual(['1:3']);
    const s = settleVote({ tickets: [ticket('u1', '1:2', 5), ticket('u2', '1:3', 5)], results, ticketType: 'quinella' });
    expect(s.payouts.map((p) => [p.userId, p.winnings])).toEqual([['u1', 0], ['u2', 10]]);
  });

  it('a tie for 1st: pairs among the tied leaders win; winner tickets: each leader wins', () => {
    expect(winningOptionsOf(ranked(1, 1, 1, 4), 'quinella')).toEqual(['1:2', '1:3', '2:3']);
    expect(winningOptionsOf(ranked(1, 1, 3), 'winner')).toEqual(['1', '2']);
    expect(winningOptionsOf(ranked(1, 2), 'winner')).toEqual(['1']);
  });

  it('refunds tickets on withdrawn players and removes them from the pool first', () => {
    const results: VoteResultRow[] = [...ranked(1, 2, 3), { pid: '4', rank: null, status: 'withdrawn' }];
    const tickets = [ticket('u1', '1:2', 10), ticket('u2', '2:4', 10), ticket('u3', '3:5', 5)];
    const s = settleVote({ tickets, results, ticketType: 'quinella', withdrawnPids: ['5'] });
    expect(s.refunds.map((r) => [r.userId, r.reason])).toEqual([
      ['u2', 'withdrawn'],
      ['u3', 'withdrawn'],
    ]);
    expect(s).toMatchObject({ staked: 25, pool: 10, remainder: 0 });
    expect(s.payouts.map((p) => [p.userId, p.winnings, p.refunded, p.net])).toEqual([
      ['u1', 10, 0, 0],
      ['u2', 0, 10, 0],
      ['u3', 0, 5, 0],
    ]);
  });

  it('a player with no card at all did not start: tickets on them come back; an incomplete card started, and loses', () => {
    const results: VoteResultRow[] = [...ranked(1, 2), { pid: '3', rank: null, status: 'noCard' }, { pid: '4', rank: null, status: 'incomplete' }];
    const s = settleVote({ tickets: [ticket('u1', '1:3', 4), ticket('u2', '1:4', 3), ticket('u3', '1:2', 2)], results, ticketType: 'quinella' });
    expect(s.refunds.map((r) => [r.userId, r.points, r.reason])).toEqual([['u1', 4, 'withdrawn']]);
    expect(s.payouts.map((p) => [p.userId, p.winnings, p.refunded])).toEqual([
      ['u1', 0, 4],
      ['u2', 0, 0],
      ['u3', 5, 0],
    ]);
  });

  it('a player no longer in the results (entry cancelled or removed after the tickets) counts as withdrawn', () => {
    const tickets = [ticket('u1', '1:3', 5), ticket('u2', '1:2', 1)];
    const s = settleVote({ tickets, results: ranked(1, 2), ticketType: 'quinella' });
    expect(s.refunds.map((r) => [r.userId, r.points, r.reason])).toEqual([['u1', 5, 'withdrawn']]);
    expect(s.payouts.map((p) => [p.userId, p.winnings, p.refunded, p.net])).toEqual([
      ['u1', 0, 5, 0],
      ['u2', 1, 0, 0],
    ]);
    // frames: a frame whose players have all left refunds its tickets
    const frames = [
      { id: 'F1', pids: ['1', '9'] },
      { id: 'F2', pids: ['2'] },
      { id: 'F3', pids: ['8', '9'] },
    ];
    const byFrame = settleVote({ tickets: [ticket('u1', 'F1:F3', 3), ticket('u2', 'F1:F2', 2)], results: ranked(1, 2), ticketType: 'frameQuinella', frames });
    expect(byFrame.refunds.map((r) => r.userId)).toEqual(['u1']);
    expect(byFrame.payouts.find((p) => p.userId === 'u2')).toMatchObject({ winnings: 2 });
  });

  it('frame tickets: finishers map to their frames; a frame refunds only when all its players withdrew', () => {
    const frames = [
      { id: 'F1', pids: ['1', '4'] },
      { id: 'F2', pids: ['2', '3'] },
      { id: 'F3', pids: ['5', '6'] },
    ];
    const results = ranked(2, 1, 3, 4, 5, 6);
    expect(winningOptionsOf(results, 'frameQuinella', new Set(), frames)).toEqual(['F1:F2']);
    expect(winningOptionsOf(ranked(4, 1, 2, 3, 5, 6), 'frameQuinella', new Set(), frames)).toEqual(['F2:F2']);
    const tickets = [ticket('u1', 'F1:F2', 4), ticket('u2', 'F2:F3', 4), ticket('u3', 'F1:F3', 2)];
    const s = settleVote({ tickets, results, ticketType: 'frameQuinella', frames, withdrawnPids: ['5', '6', '4'] });
    expect(s.refunds.map((r) => r.userId)).toEqual(['u2', 'u3']);
    expect(s.payouts[0]).toMatchObject({ userId: 'u1', winnings: 4 });
  });

  it('property: Σ winnings + remainder = net pool, remainder below the number of winners, winning stakes come back, refunds return stakes', () => {
    const rng = seededRng(2024);
    const seen = { paid: 0, refunded: 0, withdrawn: 0 };
    for (let round = 0; round < 500; round++) {
      const players = 3 + randomIndex(rng, 8);
      const results = Array.from({ length: players }, (_, i) => ({
        pid: String(i + 1),
        rank: 1 + randomIndex(rng, players),
        status: randomIndex(rng, 12) === 0 ? 'withdrawn' : 'ok',
      }));
      const tickets = Array.from({ length: randomIndex(rng, 30) }, (_, i) => {
        const a = 1 + randomIndex(rng, players);
        const b = 1 + ((a + randomIndex(rng, players - 1)) % players);
        return { id: String(i), userId: `u${randomIndex(rng, 6)}`, option: quinellaKey(String(a), String(b)), points: 1 + randomIndex(rng, 20) };
      });
      const cutPercent = [0, 5, 10, 12.5][randomIndex(rng, 4)];
      const s = settleVote({ tickets, results, ticketType: 'quinella', cutPercent });
      const paid = s.payouts.reduce((sum, p) => sum + p.winnings, 0);
      const refunded = s.refunds.reduce((sum, r) => sum + r.points, 0);
      const refundedIds = new Set(s.refunds.map((r) => r.ticketId));
      const winning = tickets.filter((t) => s.winningOptions.includes(t.option) && !refundedIds.has(t.id));
      if (s.refunds.some((r) => r.reason === 'withdrawn')) seen.withdrawn += 1;
      if (winning.length > 0) {
        seen.paid += 1;
        expect(paid + s.remainder).toBe(s.netPool);
        expect(s.netPool + s.cut + refunded).toBe(s.staked);
        expect(s.remainder).toBeGreaterThanOrEqual(0);
        expect(s.remainder).toBeLessThan(new Set(winning.map((t) => t.userId)).size);
        // a correct pick never loses points
        for (const p of s.payouts) expect(p.winnings).toBeGreaterThanOrEqual(winning.filter((t) => t.userId === p.userId).reduce((n, t) => n + t.points, 0));
      } else {
        seen.refunded += 1;
        expect(paid).toBe(0);
        expect(refunded).toBe(s.staked);
      }
      const net = s.payouts.reduce((sum, p) => sum + p.net, 0);
      expect(net + s.cut + s.remainder + s.rollover).toBe(0);
    }
    // The loop really exercises payouts, no-winner refunds and withdrawals.
    expect(Math.min(seen.paid, seen.refunded, seen.withdrawn)).toBeGreaterThan(50);
  });
});
