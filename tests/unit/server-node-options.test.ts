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
    '--max-semi-space-size=8 --max-semi-space-size=32 --enable-source-maps',
  );
  expect(serverNodeOptions('')).toBe('--max-semi-space-size=8');
});
