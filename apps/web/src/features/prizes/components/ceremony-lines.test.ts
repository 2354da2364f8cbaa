import { describe, expect, it } from 'vitest';
import type { AwardLine } from '@golf/shared/schemas/prize';
import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import { ceremonyItems } from './ceremony-lines';

const line = (ruleId: string, pid: string | null, name: string, extra: Partial<AwardLine> = {}): AwardLine => ({
  ruleId,
  type: 'rankNet',
  order: Number(ruleId),
  label: `Rule ${ruleId}`,
  pid,
  name,
  prizeId: '9',
  prizeName: 'Cup',
  sponsor: null,
  num: 1,
  value: null,
  reason: pid ? `why ${name}` : 'Nobody qualifies this time',
  shared: false,
  mine: false,
  slot: 0,
  computedPid: pid,
  computedName: name,
  distance: null,
  pending: false,
  override: null,
  ...extra,
});

const row = (pid: string, rank: number, net: number, tied = false) =>
  ({ pid, name: pid, sex: 'M', division: null, team: null, rank, gross: net + 10, handicap: 10, net, putts: null, out: null, in: null, toPar: null, tied, status: 'ok', holesPlayed: 18 }) as ResultRowAnswer;

describe('ceremonyItems', () => {
  it('keeps the presentation order, merges the lines of one rule and attaches each winner’s result', () => {
    const items = ceremonyItems(
      [line('1', '11', 'Ann'), line('2', '12', 'Ben', { shared: true }), line('2', '13', 'Cho', { shared: true }), line('3', null, '')],
      [row('11', 1, 70), row('12', 2, 71, true), row('13', 2, 71, true)],
    );
    expect(items.map((i) => [i.label, i.winners.map((w) => w.name), i.emptyReason])).toEqual([
      ['Rule 1', ['Ann'], null],
      ['Rule 2', ['Ben', 'Cho'], null],
      ['Rule 3', [], 'Nobody qualifies this time'],
    ]);
    expect(items[1].winners[1].result).toEqual({ rank: 2, tied: true, gross: 81, net: 71 });
    // a place by net needs no reason beside the result line
    expect(items[0].winners[0].reason).toBeNull();
  });

  it('keeps the reason that says more than the place: the booby, a recorded distance, an organiser’s override, a winner without a result', () => {
    const override = { id: '1', reason: 'Left early', by: 'Li', at: '2026-11-02T10:00:00.000Z', stale: false };
    const items = ceremonyItems(
      [
        line('1', '11', 'Ann', { type: 'fromBottom', reason: 'No. 2 from the bottom (place 3)' }),
        line('2', '12', 'Ben', { type: 'nearestPin', reason: 'Recorded on hole 7: 1.50 m' }),
        line('3', '13', 'Cho', { override, reason: 'Winner changed by Li: Left early' }),
        line('4', '14', 'Dai', { reason: 'Place 4 by net' }),
      ],
      [row('11', 3, 75), row('12', 1, 70), row('13', 2, 71)],
    );
    expect(items.map((i) => i.winners[0].reason)).toEqual(['No. 2 from the bottom (place 3)', 'Recorded on hole 7: 1.50 m', 'Winner changed by Li: Left early', 'Place 4 by net']);
  });

  it('reads a rule that comes back later in the order as a new announcement, and a winner missing from the results without a result', () => {
    const items = ceremonyItems([line('1', '11', 'Ann'), line('2', '12', 'Ben'), line('1', '14', 'Dai')]);
    expect(items.map((i) => i.ruleId)).toEqual(['1', '2', '1']);
    expect(items[0].winners[0].result).toBeNull();
  });
});
