import { describe, expect, it } from 'vitest';
import { contrast, readable } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios, alpha composited on the background', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#52c41a', '#ffffff')).toBeCloseTo(2.27, 2);
    // antd's secondary text, rgba(0,0,0,0.45) on white, is #8c8c8c: 3.36:1
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });

  it('keeps a colour that already reads and moves one that does not just far enough', () => {
    expect(readable('#165DFF', '#ffffff')).toBe('#165DFF');
    const green = readable('#52c41a', '#f6ffed');
    expect(contrast(green, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(green, '#f6ffed')).toBeLessThan(5.2);
    // on a dark background it lightens
    const blue = readable('#165DFF', '#141414');
    expect(contrast(blue, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(blue, '#ffffff')).toBeLessThan(contrast('#165DFF', '#ffffff'));
  });
});
