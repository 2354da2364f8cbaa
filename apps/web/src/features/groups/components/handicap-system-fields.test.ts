import { describe, expect, it } from 'vitest';
import { cleanHandicapSystem, TIE_BREAK_CHAINS } from './handicap-system-fields';

describe('cleanHandicapSystem', () => {
  it("keeps the tie-break chain and the countback basis with every system's own parameters", () => {
    expect(cleanHandicapSystem({ type: 'fixed', tieBreak: TIE_BREAK_CHAINS.countbackFirst, countback: 'gross', allowance: 0.9 })).toEqual({
      type: 'fixed',
      tieBreak: ['countback', 'handicap', 'age', 'shared'],
      countback: 'gross',
    });
    // Stableford ranks and counts back on points: no basis nor ranking to choose
    expect(cleanHandicapSystem({ type: 'stableford', tieBreak: TIE_BREAK_CHAINS.shared, countback: 'gross', rankBy: 'gross' })).toEqual({ type: 'stableford', tieBreak: ['shared'] });
    // the others keep what ranks the field (PRODUCT.md: by net, or gross, or Stableford)
    expect(cleanHandicapSystem({ type: 'peoria', rankBy: 'gross' })).toEqual({ type: 'peoria', rankBy: 'gross' });
  });

  it('the default chain is the engine’s', async () => {
    const { DEFAULT_TIE_BREAK } = await import('@golf/shared/golf/ranking');
    expect(TIE_BREAK_CHAINS.default).toEqual(DEFAULT_TIE_BREAK);
  });
});
