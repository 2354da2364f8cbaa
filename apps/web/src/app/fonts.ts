// One font stack for the whole app (antd token and the page body): Latin system fonts first, so
// Latin text never falls into a CJK font's Latin glyphs, then the CJK fonts of the UI language.
const LATIN_FONTS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans'";
const CJK_FONTS: Record<string, string> = {
  ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP'",
  zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'",
};
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";

/** The font stack of a language ('zh-CN', 'ja-JP', antd's 'zh-cn', 'ja'…). */
export function fontFamilyFor(language: string | undefined) {
  const cjk = language?.startsWith('ja') ? CJK_FONTS.ja : CJK_FONTS.zh;
  return `${LATIN_FONTS}, ${cjk}, sans-serif, ${EMOJI_FONTS}`;
}
