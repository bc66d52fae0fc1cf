// Times as distances from now: the largest unit that fits, rounded in it.
import { formatRelativeTime } from '../../src/client/ui/formatRelativeTime';

const now = new Date('2026-11-25T12:00:00Z');
const from = (seconds: number) => formatRelativeTime(new Date(now.getTime() + seconds * 1000), now);
const DAY = 24 * 3600;

test('a link made a moment ago that lasts 7 days expires "in 7 days", not "in 6 days"', () => {
  expect(from(7 * DAY - 5)).toBe('in 7 days');
});

test('past and future, each unit rounded', () => {
  expect(from(-3 * DAY)).toBe('3 days ago');
  expect(from(-3.6 * DAY)).toBe('4 days ago');
  expect(from(-3.4 * DAY)).toBe('3 days ago');
  expect(from(-90 * 60)).toBe('2 hours ago');
  expect(from(-61 * 60)).toBe('1 hour ago');
  expect(from(-20)).toBe('now');
  expect(from(2 * 7 * DAY)).toBe('in 2 weeks');
});
