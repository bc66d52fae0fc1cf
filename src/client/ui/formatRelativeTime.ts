// "3 days ago": a time as its distance from now, in the browser's language.
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

// Largest unit first: the first one that fits at least once names the distance, rounded in it ("3 days ago";
// a link that expires in 6.99 days expires "in 7 days", not "in 6 days").
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      // Halves away from zero, the same in the past as in the future (Math.round(-1.5) is -1).
      const count = Math.sign(seconds) * Math.round(Math.abs(seconds) / size);
      return relative.format(count, unit);
    }
  }
  return relative.format(0, 'second');
}
