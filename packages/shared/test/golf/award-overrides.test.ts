import { describe, expect, it } from 'vitest';
import { applyAwardOverrides, type AwardOverride } from '../../src/golf/award-overrides';
import type { AwardWinner } from '../../src/golf/prize-types';

const line = (ruleId: string, pid: string | null, extra: Partial<AwardWinner> = {}): AwardWinner => ({
  ruleId,
  type: 'rankNet',
  order: 1,
  pid,
  name: pid ? `Player ${pid}` : '',
  prizeId: 'cup',
  num: 1,
  reason: { code: 'place', params: { kind: 'net', place: 1 } },
  ...extra,
});
const override = (ruleId: string, slot: number, pid: string | null, id = 'o1'): AwardOverride => ({ id, ruleId, slot, pid, name: pid ? `Chosen ${pid}` : '' });

describe('applyAwardOverrides', () => {
  it('keeps the computed lines untouched without overrides, numbering the slots per rule', () => {
    const out = applyAwardOverrides([line('a', '1'), line('b', '2', { shared: true }), line('b', '3', { shared: true })], []);
    expect(out.map((l) => [l.ruleId, l.slot, l.pid, l.computedPid, l.overrideId])).toEqual([
      ['a', 0, '1', '1', null],
      ['b', 0, '2', '2', null],
      ['b', 1, '3', '3', null],
    ]);
  });

  it('replaces the winner of the chosen slot and keeps the computed winner beside it', () => {
    const out = applyAwardOverrides([line('a', '1'), line('b', '2', { shared: true }), line('b', '3', { shared: true })], [override('b', 1, '9')]);
    expect(out[2]).toMatchObject({ pid: '9', name: 'Chosen 9', computedPid: '3', computedName: 'Player 3', overrideId: 'o1', slot: 1 });
    expect(out[1]).toMatchObject({ pid: '2', overrideId: null });
  });

  it('a null override withholds the prize; a line that awarded nobody can be given to someone', () => {
    const out = applyAwardOverrides([line('a', '1'), line('b', null)], [override('a', 0, null, 'x'), override('b', 0, '5', 'y')]);
    expect(out.map((l) => [l.pid, l.name, l.computedPid])).toEqual([
      [null, '', '1'],
      ['5', 'Chosen 5', null],
    ]);
  });

  it('an override on a slot the recomputed rule no longer has is kept as an extra line after the rule', () => {
    const out = applyAwardOverrides([line('a', '1'), line('b', '2')], [override('a', 1, '7')]);
    expect(out.map((l) => [l.ruleId, l.slot, l.pid, l.computedPid])).toEqual([
      ['a', 0, '1', '1'],
      ['a', 1, '7', null],
      ['b', 0, '2', '2'],
    ]);
  });

  it('follows the player it replaced when a tie reorders the rule: the booby taken from Sato stays taken from Sato', () => {
    // made on slot 0 when Sato (8) alone had the booby; a correction makes Liu (7), Sato and Suzuki (9) share it
    const sato = { ...override('booby', 0, '20', 'o1'), replacedPid: '8' };
    const shared = (pid: string) => line('booby', pid, { shared: true, type: 'fromBottom' });
    const out = applyAwardOverrides([shared('7'), shared('8'), shared('9')], [sato]);
    expect(out.map((l) => [l.slot, l.pid, l.computedPid, l.overrideId, l.overrideStale ?? false])).toEqual([
      [0, '7', '7', null, false],
      [1, '20', '8', 'o1', false],
      [2, '9', '9', null, false],
    ]);
  });

  it('an override whose replaced player no longer wins the rule takes the prize from nobody else: a line after the rule, marked stale', () => {
    const out = applyAwardOverrides([line('a', '1'), line('a', '2')], [{ ...override('a', 1, '20'), replacedPid: '5' }]);
    expect(out.map((l) => [l.slot, l.pid, l.computedPid, l.overrideStale ?? false])).toEqual([
      [0, '1', '1', false],
      [1, '2', '2', false],
      [2, '20', null, true],
    ]);
    // two overrides swapping lines both follow their players
    const swapped = applyAwardOverrides(
      [line('a', '2'), line('a', '1')],
      [
        { ...override('a', 0, '30', 'x'), replacedPid: '1' },
        { ...override('a', 1, '40', 'y'), replacedPid: '2' },
      ],
    );
    expect(swapped.map((l) => [l.computedPid, l.pid, l.overrideStale ?? false])).toEqual([
      ['2', '40', false],
      ['1', '30', false],
    ]);
  });

  it('overrides of rules without lines (no results yet) are not shown', () => {
    expect(applyAwardOverrides([], [override('a', 0, '1')])).toEqual([]);
  });
});
