import { expect, test } from 'vitest';
import { ENCODINGS, pickEncoding } from './encoding';

/** The choice is remembered per header value (decision 108): asked again, the same answer, whatever it was. */
test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.4', 'gzip'],
  ['*', 'br'],
  ['identity', undefined],
  ['br;q=0, gzip;q=0', undefined],
])('%s → %s, twice', (header, expected) => {
  expect(pickEncoding(header, ENCODINGS)).toBe(expected);
  expect(pickEncoding(header, ENCODINGS)).toBe(expected);
});

test('another list of encodings is weighed on its own, not from what was remembered', () => {
  expect(pickEncoding('br, gzip', ENCODINGS)).toBe('br');
  expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
  expect(pickEncoding('br, gzip', [])).toBeUndefined();
});
