import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrast } from '../lib/contrast';
import { readableTheme } from './readable-theme';

describe('readableTheme', () => {
  it('keeps antd motion unless the system asks to reduce it', () => {
    expect(readableTheme(false, '#1677ff', 'sans-serif').token?.motion).toBe(true);
    const reduced = readableTheme(false, '#1677ff', 'sans-serif', false);
    expect(reduced.token?.motion).toBe(false);
    // antd turns its motion durations off with the token
    expect(theme.getDesignToken(reduced).motionDurationMid).toBe('0s');
  });

  it('lifts the primary colour used as text to 4.5:1 on the page, in light and dark', () => {
    for (const dark of [false, true]) {
      const config = readableTheme(dark, '#fadb14', 'sans-serif');
      const token = theme.getDesignToken(config);
      expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
