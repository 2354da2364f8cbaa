import { describe, expect, it } from 'vitest';
import { fontFamilyFor, fontPlatform } from './fonts';

/** the family names of a stack, without quotes */
const names = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));

describe('fontPlatform', () => {
  it('tells the system from the client hints or the user agent', () => {
    const cases: [Parameters<typeof fontPlatform>[0], string][] = [
      [{ userAgentData: { platform: 'macOS' }, platform: 'MacIntel' }, 'apple'],
      // iPadOS Safari calls itself a Mac
      [{ platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' }, 'apple'],
      [{ platform: 'iPhone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0' }, 'apple'],
      [{ userAgentData: { platform: 'Windows' }, platform: 'Win32' }, 'windows'],
      [{ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0' }, 'windows'],
      // Android says Linux, and its user agent has no "Mac" but may say "like Gecko"
      [{ userAgentData: { platform: 'Android' }, platform: 'Linux armv8l', userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile' }, 'android'],
      [{ platform: 'Linux aarch64', userAgent: 'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2203A) AppleWebKit/537.36 MicroMessenger/8.0.44' }, 'android'],
      [{ platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0' }, 'other'],
      [{ userAgentData: { platform: 'Chrome OS' } }, 'other'],
      [{}, 'other'],
    ];
    for (const [nav, platform] of cases) expect(fontPlatform(nav), JSON.stringify(nav)).toBe(platform);
  });

  it('is "any" outside a browser (the login page rendered at build time is sent to every system)', () => {
    expect(fontPlatform()).toBe('any');
    expect(names(fontFamilyFor('zh-CN'))).toEqual([
      ...['-apple-system', 'BlinkMacSystemFont', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'Noto Sans', 'Liberation Sans'],
      ...['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'],
      ...['sans-serif', 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'],
    ]);
    // every system's own stack is the part of it that system has, in the same order: it draws the same fonts
    for (const platform of ['apple', 'windows', 'other'] as const) {
      for (const language of ['zh-CN', 'ja-JP']) {
        const all = names(fontFamilyFor(language, 'any'));
        const own = names(fontFamilyFor(language, platform));
        expect(own.every((name) => all.includes(name)), `${platform} ${language}`).toBe(true);
        expect(own.map((name) => all.indexOf(name)), `${platform} ${language} in order`).toEqual([...own.map((name) => all.indexOf(name))].sort((a, b) => a - b));
      }
    }
  });
});

describe('fontFamilyFor', () => {
  it("names a system's own Latin, CJK and emoji fonts, then the generic family", () => {
    expect(names(fontFamilyFor('zh-CN', 'apple'))).toEqual(['-apple-system', 'BlinkMacSystemFont', 'Helvetica Neue', 'PingFang SC', 'Hiragino Sans GB', 'sans-serif', 'Apple Color Emoji']);
    expect(names(fontFamilyFor('ja-JP', 'windows'))).toEqual(['Segoe UI', 'Arial', 'Yu Gothic UI', 'Meiryo', 'sans-serif', 'Segoe UI Emoji']);
    expect(names(fontFamilyFor('zh-cn', 'other'))).toEqual(['Roboto', 'Arial', 'Noto Sans', 'Liberation Sans', 'Noto Sans CJK SC', 'Noto Sans SC', 'sans-serif', 'Noto Color Emoji']);
    // Android picks its CJK and emoji fonts by the page's language
    expect(fontFamilyFor('zh-CN', 'android')).toBe('Roboto, sans-serif');
    expect(fontFamilyFor('ja-JP', 'android')).toBe('Roboto, sans-serif');
  });

  it("gives Japanese text Japanese fonts and every other language the Chinese ones (antd's locale names too)", () => {
    for (const platform of ['apple', 'windows', 'android', 'other'] as const) {
      expect(fontFamilyFor('ja', platform)).toBe(fontFamilyFor('ja-JP', platform));
      expect(fontFamilyFor('en-US', platform)).toBe(fontFamilyFor('zh-CN', platform));
      expect(fontFamilyFor(undefined, platform)).toBe(fontFamilyFor('zh-CN', platform));
      if (platform !== 'android') expect(fontFamilyFor('ja', platform)).not.toBe(fontFamilyFor('zh-CN', platform));
    }
  });

  it("names no other system's fonts (each name a device lacks costs a lookup per size and weight of text)", () => {
    const own = { apple: ['apple', 'Hiragino', 'PingFang', 'Helvetica', 'BlinkMac'], windows: ['Segoe', 'Microsoft', 'Yu Gothic', 'Meiryo'], other: ['Roboto', 'Noto', 'Liberation'] };
    for (const platform of ['apple', 'windows', 'android', 'other'] as const) {
      const stack = fontFamilyFor('zh-CN', platform) + fontFamilyFor('ja-JP', platform);
      for (const [other, words] of Object.entries(own)) {
        if (other === platform || (platform === 'android' && other === 'other')) continue;
        for (const word of words) expect(stack, `${platform} names ${word}`).not.toContain(word);
      }
    }
    // Android: no Noto or Liberation names either (its CJK and emoji fonts cannot be asked for by name)
    for (const word of ['Noto', 'Liberation', 'Arial']) expect(fontFamilyFor('zh-CN', 'android')).not.toContain(word);
  });
});
