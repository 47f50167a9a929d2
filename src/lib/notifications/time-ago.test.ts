import { expect, test } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-05-04T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test('recent moments count in the reader’s language', () => {
  expect(timeAgo(before(20), now, 'en-US')).toBe('now');
  expect(timeAgo(before(5 * 60), now, 'en-US')).toBe('5 minutes ago');
  expect(timeAgo(before(5 * 60), now, 'tr-TR')).toBe('5 dakika önce');
  expect(timeAgo(before(5 * 60), now, 'de-DE')).toBe('vor 5 Minuten');
  expect(timeAgo(before(3 * 3600), now, 'tr-TR')).toBe('3 saat önce');
  expect(timeAgo(before(26 * 3600), now, 'en-US')).toBe('yesterday');
  expect(timeAgo(before(26 * 3600), now, 'de-DE')).toBe('gestern');
  expect(timeAgo(before(10 * 86400), now, 'en-US')).toBe('last week');
});

test('after four weeks the date is shown', () => {
  expect(timeAgo('2026-03-01T09:00:00Z', now, 'en-US')).toBe('Mar 1, 2026');
  expect(timeAgo('2026-03-01T09:00:00Z', now, 'de-DE')).toBe('01.03.2026');
});
