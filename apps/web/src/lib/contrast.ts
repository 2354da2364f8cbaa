/**
 * WCAG 2 contrast arithmetic for our colour tokens: antd's defaults use colours as text that fall short
 * of 4.5:1 (#52c41a on white is 2.27:1), and the theme colour is the user's choice. `readable` moves a
 * colour away from its background, towards black on light backgrounds and towards white on dark ones,
 * just far enough to reach the ratio.
 */
type Rgb = [number, number, number];

export function parseColor(color: string): Rgb & { alpha?: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/i.exec(color.trim());
  if (rgb) {
    const out = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb & { alpha?: number };
    if (rgb[4] !== undefined) out.alpha = Number(rgb[4]);
    return out;
  }
  throw new Error(`not a colour: ${color}`);
}

/** The colour as seen on `background` (alpha composited). */
function flatten(color: string, background: string): Rgb {
  const fg = parseColor(color);
  const alpha = fg.alpha ?? 1;
  if (alpha >= 1) return [fg[0], fg[1], fg[2]];
  const bg = parseColor(background);
  return [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The WCAG contrast ratio of `color` on `background` (1…21). */
export function contrast(color: string, background: string): number {
  return ratio(flatten(color, background), flatten(background, '#ffffff'));
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color` itself when it reaches `min` on `background`, otherwise the nearest mix towards black or white that does. */
export function readable(color: string, background: string, min = 4.5): string {
  const bg = flatten(background, '#ffffff');
  const fg = flatten(color, background);
  if (ratio(fg, bg) >= min) return color;
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 40; step++) {
    const t = step / 40;
    const mixed = [0, 1, 2].map((i) => fg[i] + (target[i] - fg[i]) * t) as Rgb;
    if (ratio(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(target);
}
