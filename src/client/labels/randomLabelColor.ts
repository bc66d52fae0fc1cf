/** A pleasant random colour for a new label (GitHub's "refresh" button does the same). */
export function randomLabelColor(): string {
  const hue = Math.floor(Math.random() * 360);
  // HSL with a middling saturation and lightness, converted to RGB hex.
  const s = 0.6;
  const l = 0.55;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}
