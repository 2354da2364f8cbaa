// One font stack for the whole app (antd token and the page body): Latin system fonts first, so
// Latin text never falls into a CJK font's Latin glyphs, then the CJK fonts of the UI language.
//
// The stack names only the fonts of the device's own system. Every name the device does not have costs the browser a
// lookup for each size and weight of text on the screen, inside the first layout: with one list for every system (13
// names) Chromium on Linux asked its font service 51 times and spent ~30 ms of a 46 ms first layout on the event page
// finding fonts (~120 ms on Lighthouse's slowed phone); with the system's own names, 24 times. The fonts each system
// ends up with are the ones the single list gave it: the names dropped are those it does not have.

/**
 * whose system fonts the device has: Apple's (macOS, iOS, iPadOS), Windows', Android's, or the others' (Linux, ChromeOS);
 * `any` outside a browser: the login page rendered at build time (scripts/prerender.mjs) is sent to every system, so it
 * names them all, and each system draws it in the fonts its own stack gives it (the app then sets that stack: no swap)
 */
export type FontPlatform = 'apple' | 'windows' | 'android' | 'other' | 'any';

/** the stack's parts; an empty one is left out */
type Stack = { latin: string; zh: string; ja: string; emoji: string };

const STACKS: Record<FontPlatform, Stack> = {
  apple: {
    latin: "-apple-system, BlinkMacSystemFont, 'Helvetica Neue'",
    zh: "'PingFang SC', 'Hiragino Sans GB'",
    ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN'",
    emoji: "'Apple Color Emoji'",
  },
  windows: {
    latin: "'Segoe UI', Arial",
    zh: "'Microsoft YaHei'",
    ja: "'Yu Gothic UI', Meiryo",
    emoji: "'Segoe UI Emoji'",
  },
  // Android's CJK and emoji fonts have no family names a page can ask for: the system picks them by the page's language
  // (<html lang>, lib/locale.ts) when Roboto has no glyph, as it did for the single list's names
  android: { latin: 'Roboto', zh: '', ja: '', emoji: '' },
  other: {
    latin: "Roboto, Arial, 'Noto Sans', 'Liberation Sans'",
    zh: "'Noto Sans CJK SC', 'Noto Sans SC'",
    ja: "'Noto Sans CJK JP', 'Noto Sans JP'",
    emoji: "'Noto Color Emoji'",
  },
  any: {
    latin: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans'",
    zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'",
    ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP'",
    emoji: "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'",
  },
};

type NavigatorLike = { userAgentData?: { platform?: string }; platform?: string; userAgent?: string };

/**
 * The system a browser runs on, from its client hints or its user agent (iPadOS says "MacIntel", Android "Linux …"):
 * `nav`, or this browser's navigator; `any` without a browser (a build, a test: Node 21 has a navigator of its own).
 */
export function fontPlatform(nav?: NavigatorLike): FontPlatform {
  if (!nav && typeof document === 'undefined') return 'any';
  const seen: NavigatorLike = nav ?? navigator;
  const text = `${seen.userAgentData?.platform ?? ''} ${seen.platform ?? ''} ${seen.userAgent ?? ''}`;
  if (/android/i.test(text)) return 'android';
  if (/\b(mac|iphone|ipad|ipod|ios)/i.test(text)) return 'apple';
  if (/\bwin/i.test(text)) return 'windows';
  return 'other';
}

/** The font stack of a language ('zh-CN', 'ja-JP', antd's 'zh-cn', 'ja'…) on a system (the browser's own by default). */
export function fontFamilyFor(language: string | undefined, platform: FontPlatform = fontPlatform()) {
  const stack = STACKS[platform];
  const cjk = language?.startsWith('ja') ? stack.ja : stack.zh;
  return [stack.latin, cjk, 'sans-serif', stack.emoji].filter(Boolean).join(', ');
}
