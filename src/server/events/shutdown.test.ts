import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadEnv } from '@/server/env';
import { startServer } from '@/server/server';
import { freshDatabase } from '@/server/test/database';
import { readSse } from '@/server/test/sse';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('an open event stream does not hold the server: stop() ends it and returns promptly', async () => {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-events-stop-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const server = await startServer(env, await freshDatabase());
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email: `stop-${port}@example.com`,
        password: 'Guclu1234',
        acceptTerms: true,
      }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    const stream = readSse(
      await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect((await stream.next()).event).toBe('ready');
    const started = Date.now();
    await server.stop();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
