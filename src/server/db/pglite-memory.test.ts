import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadEnv } from '@/server/env';
import { pgliteTemplate } from '@/server/test/database';
import { openDatabase, type DatabaseHandle } from './client';

// PGlite's shared_buffers lives in its WebAssembly memory, which is never given back: its size is the RSS an
// embedded install pays (decision 094). The setting must reach PostgreSQL, and the default must be the small one.
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function sharedBuffersOf(pgliteSharedBuffers: string) {
  const handle = await openDatabase({ template: await pgliteTemplate(), pgliteSharedBuffers });
  opened.push(handle);
  // Always PGlite here (no URL): drizzle's PGlite driver answers `{ rows }`.
  const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
    rows: { shared_buffers: string }[];
  };
  return result.rows[0]?.shared_buffers;
}

describe('PGlite shared_buffers (PGLITE_SHARED_BUFFERS)', () => {
  it('reaches PostgreSQL', async () => {
    expect(await sharedBuffersOf('24MB')).toBe('24MB');
  }, 60_000);

  it('defaults to the small cache, and refuses a value PostgreSQL would not read', () => {
    expect(loadEnv({}).PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS: '16 megabytes' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
