import { expect, test } from 'vitest';
import { inFlight } from './in-flight';

test('idle() waits for every running handler, and resolves at once when none runs', async () => {
  const releases: (() => void)[] = [];
  const requests = inFlight((n: number) => new Promise<number>((resolve) => releases.push(() => resolve(n))));
  await requests.idle();

  const first = requests.fetch(1);
  const second = requests.fetch(2);
  let idle = false;
  const waited = requests.idle().then(() => (idle = true));
  releases[0]!();
  expect(await first).toBe(1);
  await Promise.resolve();
  expect(idle).toBe(false);
  releases[1]!();
  await waited;
  expect(await second).toBe(2);
  expect(idle).toBe(true);
});

test('a handler that throws still counts as finished', async () => {
  const requests = inFlight(async () => {
    throw new Error('boom');
  });
  await expect(requests.fetch()).rejects.toThrow('boom');
  await requests.idle();
});
