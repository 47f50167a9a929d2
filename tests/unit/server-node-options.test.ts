import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS, serverNodeOptions } from '../../scripts/server-node-options.mjs';

// npm start and the bench take the server's Node options from scripts/server-node-options.mjs; the Docker image
// cannot import it, so it repeats them in NODE_OPTIONS (decision 090). This keeps the copies equal.
test('the Docker image runs the server with the same Node options as npm start', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  expect(dockerfile).toContain(`NODE_OPTIONS="${SERVER_NODE_FLAGS.join(' ')}"`);
});

test("an operator's own NODE_OPTIONS comes after ours, so its values win", () => {
  expect(serverNodeOptions('--max-semi-space-size=32 --enable-source-maps')).toBe(
    '--max-semi-space-size=8 --max-old-space-size=1024 --max-semi-space-size=32 --enable-source-maps',
  );
  expect(serverNodeOptions('')).toBe('--max-semi-space-size=8 --max-old-space-size=1024');
});

// Node refuses to start when NODE_OPTIONS holds a V8 flag it does not allow there (e.g. --heap-growing-percent):
// the flags must be ones it accepts, and must reach V8 (decision 094: the old generation's limit is what keeps
// the server's garbage small).
test('a Node started with these options runs with a 1 GB old generation', () => {
  const run = spawnSync(process.execPath, ['-p', "require('v8').getHeapStatistics().heap_size_limit"], {
    env: { ...process.env, NODE_OPTIONS: serverNodeOptions('') },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const limitMb = Number(run.stdout) / 1048576;
  expect(limitMb).toBeGreaterThanOrEqual(1024);
  expect(limitMb).toBeLessThan(1200);
});
