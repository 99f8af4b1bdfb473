/**
 * WCAG 2.2 contrast: the ratio of the lighter colour's relative luminance to the darker one's,
 * each plus 0.05, from 1 (none) to 21 (black on white). AA asks 4.5 for text, 3 for large text
 * and for the edges of controls (https://www.w3.org/TR/WCAG22/#contrast-minimum).
 */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

/** The contrast between two `#rrggbb` colours, rounded to two decimals as checkers show it. */
export function contrastRatio(foreground: string, background: string) {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}

function luminance(hex: string) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const share = channel / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
