/** A label's colour for a style attribute: user data, so only six hex digits get through (grey otherwise). */
export function swatchColor(color: string): string {
  return /^[0-9a-f]{6}$/i.test(color) ? `#${color}` : '#e1e1e1';
}
