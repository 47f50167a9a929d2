import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { pdfBytes } from '@/server/test/files';
import { SERVER_BUNDLE, register, spawnServer, type SpawnedServer } from '@/server/test/spawned-server';

/**
 * Issue 25: `npm run backup -- DIR` while the server runs, more writes, `npm run restore -- DIR` into an empty
 * DATA_DIR: the restored server has exactly the rows and files of the backup moment. With PostgreSQL the command
 * refuses and README's pg_dump recipe applies.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const servers: SpawnedServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.remove();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const folder = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `portal-${name}-`));
  folders.push(dir);
  return dir;
};

/** `main.mjs backup|restore DIR` with the server's DATA_DIR, as `npm run backup -- DIR` runs it. */
function command(name: 'backup' | 'restore', dir: string, dataDir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SERVER_BUNDLE, name, dir], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, JWT_SECRET: ''.padEnd(48, 'x'), ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function upload(origin: string, token: string, name: string) {
  const bytes = Buffer.concat([pdfBytes(), randomBytes(2048)]);
  const body = new FormData();
  body.append('category', 'other');
  body.append('name', name);
  body.append('file', new File([new Uint8Array(bytes)], `${name}.pdf`));
  const res = await fetch(`${origin}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: string } };
  return { id: data.id, bytes };
}

const documents = async (origin: string, token: string) =>
  (
    (await (await fetch(`${origin}/api/documents`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { items: { id: string }[] };
    }
  ).data.items;

/** Every stored upload under a DATA_DIR: `<owner>/<id>` → bytes. */
async function storedFiles(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const out = new Map<string, Buffer>();
  for (const name of await readdir(root, { recursive: true }).catch(() => [] as string[])) {
    const bytes = await readFile(path.join(root, name)).catch(() => undefined);
    if (bytes) out.set(path.basename(name), bytes);
  }
  return out;
}

if (!onPostgres)
  test('backup of a running server, more writes, restore into an empty DATA_DIR: exactly the backup', async () => {
    const server = await spawnServer();
    servers.push(server);
    const token = await register(server.origin);
    const kept = await upload(server.origin, token, 'kept');
    const deletedLater = await upload(server.origin, token, 'deleted-later');
    const before = await documents(server.origin, token);

    const backup = path.join(await folder('backup'), 'snapshot');
    const made = command('backup', backup, server.dataDir);
    expect(made.out).toContain('2 files');
    expect(made.code).toBe(0);
    // Taken inside the running server (PGlite admits one process), through its control socket. The command ran
    // synchronously, so the server's log lines are read once this process's event loop turns again.
    await expect.poll(() => server.stderr(), { timeout: 5000 }).toContain('"event":"backup written"');
    // A second backup into the same folder is refused: nothing is ever mixed.
    expect(command('backup', backup, server.dataDir).code).toBe(1);

    // After the snapshot: one more upload, one deletion. Neither may show in the restore.
    const later = await upload(server.origin, token, 'later');
    const del = await fetch(`${server.origin}/api/documents/${deletedLater.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.status).toBeLessThan(300);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Restore refuses a DATA_DIR with anything in it, then fills an empty one.
    expect(command('restore', backup, server.dataDir).code).toBe(1);
    const restoredDir = path.join(await folder('restored'), 'data');
    const restored = command('restore', backup, restoredDir);
    expect(restored.code).toBe(0);

    const files = await storedFiles(restoredDir);
    expect([...files.keys()].sort()).toEqual([kept.id, deletedLater.id].sort());
    expect(files.get(kept.id)).toEqual(kept.bytes);
    expect(files.get(deletedLater.id)).toEqual(deletedLater.bytes);
    expect(files.has(later.id)).toBe(false);

    // The same token works (the secret came along) and the restored server lists exactly the backup's rows.
    const again = await spawnServer({}, restoredDir);
    servers.push(again);
    expect(await documents(again.origin, token)).toEqual(before);
  }, 180_000);

if (onPostgres)
  test("README's PostgreSQL recipe: pg_dump, more writes, pg_restore into a new database: exactly the dump", async () => {
    const { default: postgres } = await import('postgres');
    const { openDatabase } = await import('@/server/db/client');
    const { users } = await import('@/server/db/schema');
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const suffix = randomBytes(4).toString('hex');
    const url = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
    await admin.unsafe(`CREATE DATABASE dump_src_${suffix}`);
    await admin.unsafe(`CREATE DATABASE dump_dst_${suffix}`);
    const source = await openDatabase({ url: url(`dump_src_${suffix}`) });
    try {
      const person = (n: number) => ({
        email: `dump-${suffix}-${n}@example.com`,
        passwordHash: 'x',
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        termsAcceptedAt: new Date(),
      });
      await source.db.insert(users).values([person(1), person(2)]);
      const atDump = await source.db.select().from(users).orderBy(users.id);
      const file = path.join(await folder('pg-dump'), 'portal.dump');
      const bin = '/usr/lib/postgresql/15/bin';
      const dump = spawnSync(`${bin}/pg_dump`, ['--format=custom', `--file=${file}`, url(`dump_src_${suffix}`)]);
      expect(dump.status, dump.stderr?.toString()).toBe(0);
      await source.db.insert(users).values(person(3));
      const restore = spawnSync(`${bin}/pg_restore`, ['--no-owner', `--dbname=${url(`dump_dst_${suffix}`)}`, file]);
      expect(restore.status, restore.stderr?.toString()).toBe(0);
      const restored = postgres(url(`dump_dst_${suffix}`), { max: 1, onnotice: () => {} });
      const rows = await restored`select id, email from users order by id`;
      await restored.end();
      expect(rows.map((r) => [r.id, r.email])).toEqual(atDump.map((u) => [u.id, u.email]));
    } finally {
      await source.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS dump_src_${suffix} WITH (FORCE)`);
      await admin.unsafe(`DROP DATABASE IF EXISTS dump_dst_${suffix} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

if (onPostgres)
  test('with DATABASE_URL the commands refuse and point at the pg_dump recipe', async () => {
    const { buildServerBundle } = await import('@/server/test/spawned-server');
    buildServerBundle();
    const dataDir = await folder('pg-data');
    const result = command('backup', path.join(dataDir, 'b'), dataDir, {
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    });
    expect(result.code).toBe(2);
    expect(result.out).toContain('pg_dump');
  }, 120_000);
