import { expect, test } from 'vitest';
import { KeptAnswers } from './kept-answers';

// KeptAnswers holds a serialised answer (and its compressed forms) per user: its bound is what keeps a server with
// many customers from growing without end (decisions 061, 094). Past it, the least recently used answer goes.
function counted(max: number) {
  const builds: string[] = [];
  const kept = new KeptAnswers(async () => 1, max);
  const get = (key: string) =>
    kept.get(key, key, 0, async () => {
      builds.push(key);
      return { data: { key } };
    });
  return { kept, builds, get };
}

test('memory stays bounded: past the limit the least recently used answer is built again', async () => {
  const { kept, builds, get } = counted(2);
  await get('a');
  await get('b');
  await get('a'); // a hit: "a" is now the most recently used
  await get('c'); // full: "b" makes room
  expect(kept.size).toBe(2);
  await get('a');
  expect(builds).toEqual(['a', 'b', 'c']);
  await get('b');
  expect(builds).toEqual(['a', 'b', 'c', 'b']);
  expect(kept.size).toBe(2);
});
