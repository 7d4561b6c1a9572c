/** WCAG 2 colour contrast, for colours that come from data (e.g. brand colours of logos). */

function relativeLuminance(hex: string): number {
  const value = hex.replace(/^#/, '');
  if (!/^[0-9a-f]{6}$/i.test(value)) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(value.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours given as hex ('3C6300' or '#3C6300'), from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 1.4.11: graphics that identify something need 3:1 against what is behind them. */
export const NON_TEXT_CONTRAST = 3;
