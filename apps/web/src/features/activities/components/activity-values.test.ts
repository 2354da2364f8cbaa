import { describe, expect, it } from 'vitest';
import { newActivityValues, toActivityInput, type ActivityFormValues } from './activity-values';

const form = (extra: Partial<ActivityFormValues>): ActivityFormValues => ({ ...newActivityValues('1'), ...extra });

describe('toActivityInput: the handicap system with its tees', () => {
  const whs = { type: 'whs' as const, allowance: 0.9 };

  it('sends nothing when neither the type nor the tees changed (the server keeps what it has)', () => {
    expect(toActivityInput(form({ handicapType: 'whs' }), whs).handicapSystem).toBeUndefined();
    expect(toActivityInput(form({ handicapType: 'whs', teeM: 'Blue' }), { ...whs, tees: { M: 'Blue' } }).handicapSystem).toBeUndefined();
  });

  it("sends the base with the chosen tees, keeping the base's other settings", () => {
    expect(toActivityInput(form({ handicapType: 'whs', teeM: 'Blue', teeF: 'Red' }), whs).handicapSystem).toEqual({ ...whs, tees: { M: 'Blue', F: 'Red' } });
    // the group's default type when the form names none
    expect(toActivityInput(form({ teeF: 'Red' }), whs).handicapSystem).toEqual({ ...whs, tees: { F: 'Red' } });
  });

  it('drops the tees when they are cleared or the system no longer counts them', () => {
    const teed = { ...whs, tees: { M: 'Blue' } };
    expect(toActivityInput(form({ handicapType: 'whs', teeM: null }), teed).handicapSystem).toEqual(whs);
    expect(toActivityInput(form({ handicapType: 'peoria', teeM: 'Blue' }), teed).handicapSystem).toEqual({ type: 'peoria', allowance: 0.9 });
  });
});

describe('toActivityInput: the hidden holes an organiser chose (New Peoria)', () => {
  const peoria = { type: 'peoria' as const, factor: 0.8, hiddenCount: 12 as const };
  const chosen = [15, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14];

  it('sends them sorted with the base, and nothing when they did not change', () => {
    expect(toActivityInput(form({ hiddenHoles: chosen }), peoria).handicapSystem).toEqual({ ...peoria, hiddenHoles: [...chosen].sort((a, b) => a - b) });
    const stored = { ...peoria, hiddenHoles: [...chosen].sort((a, b) => a - b) };
    expect(toActivityInput(form({ handicapType: 'peoria', hiddenHoles: chosen }), stored).handicapSystem).toBeUndefined();
  });

  it('clearing them (drawn at the first score) or leaving New Peoria drops them', () => {
    const stored = { ...peoria, hiddenHoles: [...chosen].sort((a, b) => a - b) };
    expect(toActivityInput(form({ handicapType: 'peoria', hiddenHoles: [] }), stored).handicapSystem).toEqual(peoria);
    expect(toActivityInput(form({ handicapType: 'whs', hiddenHoles: chosen }), stored).handicapSystem).toEqual({ ...peoria, type: 'whs' });
  });
});
