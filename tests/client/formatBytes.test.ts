import { formatBytes } from '../../src/client/ui/formatBytes';

test.each([
  [0, '0 bytes'],
  [1, '1 byte'],
  [1023, '1,023 bytes'],
  [1024, '1 KB'],
  [14 * 1024, '14 KB'],
  [312.4 * 1024, '312 KB'],
  // Rounds up into the next unit rather than printing "1,024 KB".
  [1024 * 1024 - 100, '1 MB'],
  [2.4 * 1024 * 1024, '2.4 MB'],
  [25 * 1024 * 1024, '25 MB'],
  [3 * 1024 ** 3, '3 GB'],
  [-1, 'unknown size'],
])('formatBytes(%p) is %p', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});
