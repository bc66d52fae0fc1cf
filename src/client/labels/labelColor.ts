// Label colours are user data (six hex digits, no `#`): only a well-formed one reaches a style attribute.

/** Whether `color` is six hexadecimal digits. */
export function isLabelColor(color: string): boolean {
  return /^[0-9a-f]{6}$/i.test(color);
}

/** A label's colour for a style attribute, grey when malformed. */
export function swatchColor(color: string): string {
  return isLabelColor(color) ? `#${color}` : '#e1e1e1';
}

/** Relative luminance of an sRGB colour given as six hex digits (WCAG 2 definition). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Black or white, whichever contrasts more with the label's colour. */
export function textColorOn(color: string): string {
  const hex = isLabelColor(color) ? color : 'e1e1e1';
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
