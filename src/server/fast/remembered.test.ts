import { expect, test } from 'vitest';
import { Remembered } from './remembered';

test('a value is computed once per key, and the bound clears the kept ones', () => {
  const remembered = new Remembered<string | null>(2);
  let computed = 0;
  const upper = (key: string) => remembered.get(key, () => (computed++, key === 'none' ? null : key.toUpperCase()));
  expect([upper('a'), upper('a'), upper('none'), upper('none')]).toEqual(['A', 'A', null, null]);
  expect(computed).toBe(2);
  // A third key clears the two kept ones: each is computed again once.
  expect(upper('b')).toBe('B');
  expect(upper('a')).toBe('A');
  expect(upper('b')).toBe('B');
  expect(computed).toBe(4);
});

test('a key over the length bound is computed every time and never kept', () => {
  const remembered = new Remembered<number>(10, 4);
  let computed = 0;
  const count = (key: string) => remembered.get(key, () => ++computed);
  expect([count('abcd'), count('abcd')]).toEqual([1, 1]);
  expect([count('abcde'), count('abcde')]).toEqual([2, 3]);
  // The short key kept before is still kept: a long one clears nothing.
  expect(count('abcd')).toBe(1);
});
