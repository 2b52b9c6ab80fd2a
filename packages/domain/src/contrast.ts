/**
 * Colour contrast (WCAG 2): text in a colour an editor chose, such as a tag's, stays readable
 * on the page. The colour keeps its hue and is darkened on a light background, or lightened on
 * a dark one, just enough to reach the ratio normal text needs.
 */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** #rgb or #rrggbb as 0-255 channels; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` as it should be drawn as text on `background`: unchanged when it already reads well,
 * else mixed towards black (light background) or white (dark background) in small steps until
 * it does. Null when either colour is not a hex colour.
 */
export function readableTextColor(
  color: string,
  background: string,
  minRatio = MIN_TEXT_CONTRAST,
): string | null {
  const fg = parseHexColor(color);
  const bg = parseHexColor(background);
  if (!fg || !bg) return null;
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = fg.map((c, i) => c + (target[i]! - c) * t) as Rgb;
    if (contrastRatio(mixed, bg) >= minRatio) return toHex(mixed);
  }
  return toHex(target);
}
