import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { pgliteExtensions } from '@/server/db/pglite-extensions';

/** Names the schema the migrations build: a template made from other migrations is never used. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite database, dumped once per set of migrations and loaded by every test file: starting from it
 * costs about a third of a fresh start plus ~15 migrations, for each of the ~90 API test files.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `portal-pglite-template-${await migrationsHash()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Two workers may build it at once: each writes its own file and renames it into place (atomic).
  const part = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(part, new Uint8Array(await dump.arrayBuffer()));
  await rename(part, file);
  return dump;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL when TEST_DB=postgres (dropped again on close).
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return openDatabase({ template: await pgliteTemplate() });

  const { default: postgres } = await import('postgres');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const databaseUrl = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
  // The same idea on PostgreSQL: one migrated database per set of migrations, copied by CREATE DATABASE.
  const template = `test_template_${await migrationsHash()}`;
  await admin`select pg_advisory_lock(hashtext('portal:test-template'))`;
  try {
    if ((await admin`select 1 from pg_database where datname = ${template}`).length === 0) {
      await admin.unsafe(`CREATE DATABASE ${template}`);
      // Closed again before anyone copies it: CREATE DATABASE … TEMPLATE refuses a template in use.
      await (await openDatabase({ url: databaseUrl(template) })).close();
    }
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin`select pg_advisory_unlock(hashtext('portal:test-template'))`;
  }
  const handle = await openDatabase({ url: databaseUrl(name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
