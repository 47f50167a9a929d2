import { expect, test } from 'vitest';
import { SharedAnswers } from './shared-answers';

/** Answers over a revision the test sets, counting the builds. */
function setup(max = 3, maxAgeMs = 1_000) {
  const state = { rev: '1', now: 0, builds: 0 };
  const answers = new SharedAnswers(async () => state.rev, { max, maxAgeMs, now: () => state.now });
  const get = (key: string) => answers.get(key, async () => `${key}@${state.rev}#${++state.builds}`);
  return { state, answers, get };
}

test('an answer is kept under its number, built again under a new one or past its age', async () => {
  const { state, get } = setup();
  expect(await get('a')).toBe('a@1#1');
  expect(await get('a')).toBe('a@1#1');
  state.rev = '2';
  expect(await get('a')).toBe('a@2#2');
  state.now = 999;
  expect(await get('a')).toBe('a@2#2');
  state.now = 1_000;
  expect(await get('a')).toBe('a@2#3');
});

test('requests that miss at the same time share one build', async () => {
  const { state, get } = setup();
  const all = await Promise.all([get('a'), get('a'), get('a')]);
  expect(all).toEqual(['a@1#1', 'a@1#1', 'a@1#1']);
  expect(state.builds).toBe(1);
});

test('at most `max` answers, the least recently used out first; a failed build is not kept', async () => {
  const { state, answers, get } = setup(2);
  await get('a');
  await get('b');
  await get('a');
  await get('c');
  expect(answers.size).toBe(2);
  expect(await get('a')).toBe('a@1#1');
  expect(await get('b')).toBe('b@1#4');
  await expect(answers.get('d', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await answers.get('d', async () => 'again')).toBe('again');
  expect(state.builds).toBe(4);
});

test('an answer that says until when it holds is built again from that instant, and not for an earlier clock', async () => {
  const { state, answers } = setup(3, 10_000);
  const get = () =>
    answers.get(
      'a',
      async () => ({ n: ++state.builds }),
      () => 500,
    );
  expect(await get()).toEqual({ n: 1 });
  state.now = 499;
  expect(await get()).toEqual({ n: 1 });
  state.now = 500;
  expect(await get()).toEqual({ n: 2 });
  state.now = 400;
  expect(await get()).toEqual({ n: 3 });
});

test('renewBehind: an answer only past its age is served while one build replaces it; a new number waits', async () => {
  const state = { rev: '1', now: 0, builds: 0 };
  const answers = new SharedAnswers(async () => state.rev, {
    max: 3,
    maxAgeMs: 1_000,
    now: () => state.now,
    renewBehind: true,
  });
  let release = () => {};
  const get = () =>
    answers.get('a', async () => {
      const n = ++state.builds;
      if (n === 2) await new Promise<void>((resolve) => (release = resolve));
      return `a@${state.rev}#${n}`;
    });
  expect(await get()).toBe('a@1#1');
  state.now = 1_000;
  // Old: the kept answer at once, a single renewal behind it.
  expect(await Promise.all([get(), get()])).toEqual(['a@1#1', 'a@1#1']);
  expect(state.builds).toBe(2);
  release();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await get()).toBe('a@1#2');
  state.rev = '2';
  expect(await get()).toBe('a@2#3');
});
