import { describe, expect, it } from 'vitest';
import { allocatePrizes } from '../../src/golf/prize-allocation';
import { PRIZE_TEMPLATES, PRIZE_TEMPLATE_NAMES, templateHole, templateRuleNum } from '../../src/golf/prize-templates';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const holes = PARS.map((par, i) => ({ number: i + 1, par }));

describe('prize templates', () => {
  it('skill prizes go to the n-th par 3 / par 5, the last one when the course has fewer, else the n-th hole', () => {
    expect(templateHole(holes, { par: 3, nth: 1 })).toBe(3);
    expect(templateHole(holes, { par: 3, nth: 3 })).toBe(11);
    expect(templateHole(holes, { par: 3, nth: 9 })).toBe(16);
    expect(templateHole(holes, { par: 5, nth: 1 })).toBe(4);
    expect(templateHole([], { par: 3, nth: 2 })).toBe(2);
  });

  it.each(PRIZE_TEMPLATE_NAMES)('%s: every line has stock for what its rule allocates (nothing over-allocated)', (name) => {
    const lines = PRIZE_TEMPLATES[name];
    const prizes = lines.map((l, i) => ({ id: String(i), name: l.key, num: l.stock }));
    const rules = lines.map((l, i) => ({ id: `r${i}`, prizeId: String(i), num: templateRuleNum(l) }));
    expect(allocatePrizes(prizes, rules).every((a) => a.status !== 'over')).toBe(true);
  });

  it('the Japanese set has the コンペ prizes: winner, runner-up, 3rd, booby (2nd from the bottom), booby maker, nearest the pin, longest drive, every Nth', () => {
    const types = PRIZE_TEMPLATES.japanese.map((l) => `${l.type}:${l.ranking}`);
    expect(types).toEqual(['rankNet:1', 'rankNet:2', 'rankNet:3', 'fromBottom:2', 'fromBottom:1', 'nearestPin:1', 'nearestPin:1', 'longestDrive:1', 'everyNth:5']);
  });
});
