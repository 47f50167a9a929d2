import { expect, test } from 'vitest';
import { $loading, withLoading } from './loading';

test('the overlay flag stays on until the last overlapping task settles, also on failure', async () => {
  let finishA!: (v: string) => void;
  let failB!: (e: Error) => void;
  const a = withLoading(new Promise<string>((resolve) => (finishA = resolve)));
  const b = withLoading(() => new Promise<never>((_, reject) => (failB = reject)));
  expect($loading.get()).toBe(true);
  finishA('done');
  expect(await a).toBe('done');
  expect($loading.get()).toBe(true);
  failB(new Error('nope'));
  await expect(b).rejects.toThrow('nope');
  expect($loading.get()).toBe(false);
});
