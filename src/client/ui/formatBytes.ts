// Sizes as people read them: "512 bytes", "14 KB", "2.4 MB". Binary multiples (1 KB = 1024 bytes), as
// operating systems' file pickers show them, so a file the picker calls "25 MB" is 25 MB here too.
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown size';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${whole.format(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  // Rounded, not raw: 1023.7 KB would print as "1,024 KB"; it is "1 MB".
  while (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal while it says something ("2.4 MB"), none once the number is large ("312 KB").
  const text = value < 100 ? oneDecimal.format(value) : whole.format(value);
  return `${text} ${UNITS[unit]}`;
}
