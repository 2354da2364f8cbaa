import { theme as antTheme, type ThemeConfig } from 'antd';
import { contrast, readable } from '../lib/contrast';
import { linkColor } from './theme-colors';

type Algorithm = Extract<NonNullable<ThemeConfig['algorithm']>, (...args: never[]) => unknown>;
type MapToken = ReturnType<Algorithm>;

const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

/**
 * Runs after antd's light or dark algorithm and lifts the colours antd uses as text to WCAG AA
 * (4.5:1) on the background they are drawn on: status colours on their tinted backgrounds (tags,
 * progress, warning text), preset tag colours (green-7 on green-1) and the tertiary text that
 * Typography's "secondary", statistic titles and description labels use (#8c8c8c, 3.4:1 on white).
 */
const readableAlgorithm = ((_seed: unknown, map?: MapToken): MapToken => {
  const token = { ...(map as MapToken) } as MapToken & Record<string, string>;
  const dark = contrast('#ffffff', token.colorBgContainer) > contrast('#000000', token.colorBgContainer);
  for (const status of STATUSES) {
    const bg = token[`color${status}Bg`];
    token[`color${status}`] = readable(token[`color${status}`], bg, 4.6);
    token[`color${status}Text`] = readable(token[`color${status}Text`], bg, 4.6);
  }
  for (const preset of PRESETS) token[`${preset}7`] = readable(token[`${preset}7`], token[`${preset}1`], 4.6);
  token.colorTextTertiary = dark ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.62)';
  return token;
}) as Algorithm;

/** antd's theme for our settings: the light or dark algorithm followed by the readable one, plus text-only uses of the primary colour. */
export function readableTheme(dark: boolean, themeColor: string, fontFamily: string, motion = true, phone = false): ThemeConfig {
  const algorithm = [dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm, readableAlgorithm];
  const seed = { colorPrimary: themeColor, borderRadius: 6, fontFamily };
  const base = antTheme.getDesignToken({ algorithm, token: seed });
  // the primary colour stays the button colour (white text on it); where it is text, it must read on the page
  const primaryText = linkColor(dark, themeColor);
  const tertiary = base.colorTextTertiary;
  return {
    algorithm,
    token: { ...seed, colorLink: primaryText, colorPrimaryText: primaryText, colorTextPlaceholder: tertiary, motion },
    components: {
      Menu: { itemSelectedColor: primaryText, subMenuItemSelectedColor: primaryText },
      Tabs: { itemSelectedColor: primaryText, itemActiveColor: primaryText },
      // on a phone a card's 24 px on each side took an eighth of a 360 px screen: a table's last columns went off it
      ...(phone ? { Card: { bodyPadding: 16, headerPadding: 16 } } : {}),
    },
  };
}
