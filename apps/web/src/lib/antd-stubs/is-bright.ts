import { Color as RcColor } from '@rc-component/color-picker';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's button and tag styles read one helper, `isBright`, from the colour picker's presets, a module that also draws the
 * presets in an antd Collapse: every page but login (every page with a tag) downloaded Collapse and the presets (~4 KB gzip) for it. This is
 * the same function, copied from antd (es/color-picker/components/ColorPresets.js, MIT licence), without the rest
 * (trims.ts; is-bright.test.ts compares the two).
 */
export const isBright = (value: AggregationColor, bgColorToken: string) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
