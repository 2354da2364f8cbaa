import { describe, expect, it } from 'vitest';
import { formatHandicap } from './handicap';

describe('formatHandicap', () => {
  it('writes plus handicaps with a plus, others with one decimal, and a dash for none', () => {
    expect(formatHandicap(-1.2)).toBe('+1.2');
    expect(formatHandicap(-0.04)).toBe('+0.0');
    expect(formatHandicap(0)).toBe('0.0');
    expect(formatHandicap(18.44)).toBe('18.4');
    expect(formatHandicap(null)).toBe('–');
    expect(formatHandicap(undefined, '')).toBe('');
  });
});
