import { build } from 'esbuild';
import { expect, test } from 'vitest';
import Queue from '@/server/fast/postgres-queue';
import { serverBuildOptions } from '../../scripts/build-server.mjs';

type AnyQueue = {
  length: number;
  push: (x: number) => number;
  shift: () => number | undefined;
  remove: (x: number) => number | null;
};

/** What postgres.js's pool does with a connection under load: take the next busy one, move it (remove), queue it again. */
function poolUnderLoad(queue: AnyQueue, rounds: number) {
  for (let c = 0; c < 10; c++) queue.push(c);
  for (let i = 0; i < rounds; i++) {
    const c = queue.shift()!;
    queue.remove(c);
    queue.push(c);
  }
}

test('keeps the order, length and remove of a plain array through a long random run', () => {
  const queue = Queue<number>();
  const model: number[] = [];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 50_000; i++) {
    const r = random();
    if (r < 0.45) expect(queue.push(i)).toBe(model[model.push(i) - 1]);
    else if (r < 0.8) expect(queue.shift()).toBe(model.shift());
    else {
      const pick = model.length && random() < 0.8 ? model[Math.floor(random() * model.length)]! : -1;
      const at = model.indexOf(pick);
      if (at >= 0) model.splice(at, 1);
      expect(queue.remove(pick)).toBe(at >= 0 ? pick : null);
    }
    expect(queue.length).toBe(model.length);
  }
});

// postgres.js's own queue keeps a hole per query taken and `remove` scans them all: the same loop over it is
// quadratic (200,000 rounds take minutes), which is why this file exists (decision 058).
test('stays bounded under the pool’s load pattern', () => {
  const queue = Queue<number>();
  poolUnderLoad(queue, 200_000);
  expect(queue.length).toBe(10);
  expect(queue.slots).toBeLessThan(200);
  expect([...Array(10)].map(() => queue.shift()).sort((a, b) => a! - b!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('the server bundle uses this queue instead of postgres.js’s', async () => {
  const result = await build({
    ...serverBuildOptions,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile?.inputs ?? {});
  expect(inputs).toContain('src/server/fast/postgres-queue.ts');
  expect(inputs.filter((file) => file.includes('postgres/src/'))).not.toContain('node_modules/postgres/src/queue.js');
  expect(inputs).toContain('node_modules/postgres/src/index.js');
});
