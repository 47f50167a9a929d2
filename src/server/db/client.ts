import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { registerAvailability, trackAvailability } from './availability';
import { guardClient } from './guard';

/** PGlite and postgres.js databases share this base type, so every query is written once for both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with each NOTIFY payload on `channel`, from any process on the database
   * (postgres.js keeps one connection for it and reconnects). PGlite has one process, which needs no message.
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  /** PGlite only: a consistent image of the data folder, taken between queries (backup/snapshot.ts). */
  dump?: () => Promise<Blob>;
}

/** Time limits of a PostgreSQL connection (env DB_*_TIMEOUT_MS; docs/decisions/070-database-time-limits.md). */
export interface DatabaseLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
}

export const DEFAULT_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 5000,
  acquireTimeoutMs: 2000,
};

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? 'src/server/db/migrations');

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory when `dataDir` is
 * undefined, for tests). Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  template?: Blob;
  limits?: DatabaseLimits;
  /** PGlite's shared_buffers (env PGLITE_SHARED_BUFFERS); PostgreSQL's own default (128MB) when not given. */
  pgliteSharedBuffers?: string;
}) {
  const handle = options.url
    ? await openPostgres(options.url, options.limits ?? DEFAULT_LIMITS)
    : await openPglite(options.dataDir, options.template, options.pgliteSharedBuffers);
  await handle.migrate();
  return {
    db: handle.db,
    driver: handle.driver,
    close: handle.close,
    ...('listen' in handle && { listen: handle.listen }),
    ...('dump' in handle && { dump: handle.dump }),
  } satisfies DatabaseHandle;
}

async function openPostgres(url: string, limits: DatabaseLimits) {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const options = {
    onnotice: () => {},
    connect_timeout: limits.connectTimeoutMs / 1000,
    // The default backoff grows to 20 s between reconnects, and queued queries wait it out; a short one lets the
    // pool find a returning server at once (the availability probe keeps traffic off a dead one).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    connection: { statement_timeout: limits.statementTimeoutMs },
    // No array-type lookup on each new connection: nothing here reads or sends PostgreSQL arrays, and postgres.js runs
    // that lookup as a promise nobody awaits, so a server stopping mid-connect became an unhandled rejection (seen
    // in db/outage.test.ts), which ends a Node process.
    fetch_types: false,
  };
  const client = postgres(url, { ...options, max: 10 });
  const availability = trackAvailability(() => client`select 1`);
  const db = drizzle(guardClient(client, availability, limits.acquireTimeoutMs), { schema });
  registerAvailability(db, availability);
  return {
    db: db as unknown as Database,
    driver: 'postgres' as const,
    migrate: async () => {
      // Several API processes may start at once on one database: a session advisory lock on a one-connection
      // client lets the first migrate while the others wait, then find nothing left to do.
      const single = postgres(url, { ...options, max: 1, connection: {} });
      try {
        await single`select pg_advisory_lock(hashtext('portal:migrations'))`;
        await migrate(drizzle(single, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    listen: async (channel: string, onMessage: (payload: string) => void) => {
      await client.listen(channel, onMessage);
    },
    close: () => (availability.stop(), client.end({ timeout: 5 })),
  };
}

/** `template`: a dump of an already migrated database to start from (tests: see test/database.ts). */
async function openPglite(dataDir: string | undefined, template?: Blob, sharedBuffers?: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('./pglite-extensions');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { withNamedStatements } = await import('@/server/fast/pglite-statements');
  // PGlite fails with a bare ENOENT when the parent folder is missing.
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite({
    ...(dataDir && { dataDir }),
    ...(template && { loadDataDir: template }),
    extensions: await pgliteExtensions(),
    // A start parameter rather than `postgresqlconf`, which would replace the data folder's postgresql.conf. The
    // pages PostgreSQL touches in its WebAssembly memory stay resident: the cache's size is the RSS it costs.
    ...(sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }),
  });
  // The app's statements are named (parsed and planned once); the migrations take PGlite's own path before them.
  const db = drizzle(withNamedStatements(client), { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite' as const,
    migrate: () => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: async () => {
      // A checkpoint first: the image then needs no WAL replay when it is opened again.
      await client.query('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
  };
}
