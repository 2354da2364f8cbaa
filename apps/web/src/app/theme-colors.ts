import { generate } from '@ant-design/colors';
import { readable } from '../lib/contrast';

/** antd's container and elevated backgrounds (its default and dark algorithms), on which our text colours must read */
export const BACKGROUNDS = {
  light: { container: '#ffffff', elevated: '#ffffff' },
  dark: { container: '#141414', elevated: '#1f1f1f' },
} as const;

/** The theme colour's palette as antd's light or dark algorithm makes it (themes/default and themes/dark). */
function palette(dark: boolean, themeColor: string) {
  return dark ? generate(themeColor, { theme: 'dark' }) : generate(themeColor);
}

/**
 * The theme colour where it is text (links, selected menu items and tabs): antd's primary colour of the light or dark
 * palette, lifted to WCAG AA on its own tint (a selected item's background) and on the page. Computed with antd's
 * palette generator alone, so the page drawn without antd (the login page) colours its links as the others do
 * (app/readable-theme.ts uses it; its test checks it against antd's own tokens).
 */
export function linkColor(dark: boolean, themeColor: string): string {
  const colors = palette(dark, themeColor);
  // antd's dark algorithm draws selected items on its primary border colour, the palette's third (themes/dark/index.js)
  const primaryBg = dark ? colors[2] : colors[0];
  return readable(readable(colors[5], primaryBg, 4.6), dark ? BACKGROUNDS.dark.elevated : BACKGROUNDS.light.elevated, 4.6);
}

/** antd's primary button colours (colorPrimary, colorPrimaryHover, colorPrimaryActive) for the controls drawn without antd. */
export function primaryColors(dark: boolean, themeColor: string) {
  const colors = palette(dark, themeColor);
  return dark ? { primary: colors[5], hover: colors[6], active: colors[4] } : { primary: colors[5], hover: colors[4], active: colors[6] };
}
