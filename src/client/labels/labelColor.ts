// Label colours are user data (six hex digits, no `#`): only a well-formed one reaches a style attribute. A chip's
// colours are made from the label's per theme so that its name reads with at least WCAG AA contrast (4.5:1) on
// any colour a label may have: on a light page the label's colour is the chip, with black or white text; on a dark
// page a full-strength chip glares (and a dark one disappears), so the chip is the label's colour dimmed into the
// page and the text is the label's colour lightened until it reads (as GitHub's dark labels).
import { webDarkTheme } from '@fluentui/react-components';
import type { ColorScheme } from '../ui/colorScheme';

/** A chip's colours, as `#rrggbb`. */
export interface ChipColors {
  readonly background: string;
  readonly text: string;
}

/** The least contrast of a chip's text on its background: WCAG 2's AA for normal text. */
export const LEAST_CHIP_CONTRAST = 4.5;

/** The grey a malformed colour shows as. */
const FALLBACK = 'e1e1e1';

/** How much of the label's colour a dark page's chip takes; the rest is the page's background. */
const DARK_CHIP_STRENGTH = 0.25;

/** Whether `color` is six hexadecimal digits. */
export function isLabelColor(color: string): boolean {
  return /^[0-9a-f]{6}$/i.test(color);
}

/** A label's colour for a style attribute, grey when malformed. */
export function swatchColor(color: string): string {
  return `#${isLabelColor(color) ? color.toLowerCase() : FALLBACK}`;
}

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace(/^#/, '');
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as unknown as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `from` and the rest of `into`, channel by channel. */
function mix(from: Rgb, into: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! * amount + into[i]! * (1 - amount)) as unknown as Rgb;
}

/** Relative luminance of an sRGB colour (WCAG 2 definition). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours given as `#rrggbb` or six hex digits (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(rgbOf(first)), luminance(rgbOf(second))].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

/** Black or white, whichever contrasts more with the label's colour (never less than 4.58:1). */
export function textColorOn(color: string): string {
  const background = swatchColor(color);
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** A label chip's background and text on a page of the given scheme, the text at least 4.5:1 on the background. */
export function chipColors(color: string, scheme: ColorScheme): ChipColors {
  if (scheme === 'light') return { background: swatchColor(color), text: textColorOn(color) };
  const label = rgbOf(swatchColor(color));
  const background = hexOf(mix(label, rgbOf(webDarkTheme.colorNeutralBackground1), DARK_CHIP_STRENGTH));
  // Lightened by steps towards white, which always reads on these backgrounds (at least 5.5:1, on the lightest:
  // a white label's). The first step that reads keeps the most of the label's own hue.
  for (let step = 0; step <= 20; step += 1) {
    const text = hexOf(mix(WHITE, label, step / 20));
    if (contrastRatio(text, background) >= LEAST_CHIP_CONTRAST) return { background, text };
  }
  return { background, text: hexOf(WHITE) };
}
