import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrast, readable } from '../lib/contrast';
import { BACKGROUNDS, linkColor, primaryColors } from './theme-colors';
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

  it('computes the link colour without antd exactly as from the tokens of antd (the login page, drawn without antd: theme-colors.ts)', () => {
    for (const color of ['#165DFF', '#fadb14', '#13c2c2', '#722ed1', '#f5222d', '#52c41a', '#000000', '#ffffff']) {
      for (const dark of [false, true]) {
        const token = theme.getDesignToken({ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: color } });
        const fromAntd = readable(readable(token.colorPrimary, token.colorPrimaryBg, 4.6), token.colorBgElevated, 4.6);
        expect(linkColor(dark, color), `${color} ${dark ? 'dark' : 'light'}`).toBe(fromAntd);
        expect(primaryColors(dark, color)).toEqual({ primary: token.colorPrimary, hover: token.colorPrimaryHover, active: token.colorPrimaryActive });
        expect(token.colorBgContainer).toBe(BACKGROUNDS[dark ? 'dark' : 'light'].container);
        expect(token.colorBgElevated).toBe(BACKGROUNDS[dark ? 'dark' : 'light'].elevated);
      }
    }
  });
});
