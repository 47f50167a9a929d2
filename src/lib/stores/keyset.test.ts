import { expect, test } from 'vitest';
import { cursorTrail } from './keyset';

test('the trail remembers where each page starts: next follows, previous goes back, page 1 starts over', () => {
  const trail = cursorTrail();
  expect(trail.cursorOf(1)).toBeUndefined();
  trail.remember(1, 'c2');
  expect(trail.cursorOf(2)).toBe('c2');
  trail.remember(2, 'c3');
  expect(trail.cursorOf(3)).toBe('c3');
  trail.remember(3, null); // the last page
  expect(trail.cursorOf(2)).toBe('c2'); // previous
  expect(trail.cursorOf(1)).toBeUndefined(); // a new search: forgets the rest
  expect(trail.cursorOf(2)).toBeUndefined();
});
