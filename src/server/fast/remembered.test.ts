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
