import { randomBytes } from 'node:crypto';
import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { MIGRATIONS_DIR } from '@/server/db/client';
import { uploadsRoot } from '@/server/storage/storage';

export type CheckName = 'database' | 'migrations' | 'storage';
export type CheckResult = 'ok' | 'failed' | 'skipped';

/** No probe may hang a load balancer: each check gives up after this long. */
const CHECK_LIMIT_MS = 2000;

let journalCount: Promise<number> | undefined;
/** How many migrations this build ships (drizzle's journal). */
const shippedMigrations = () =>
  (journalCount ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  ));

async function count(deps: AppDeps): Promise<number> {
  const result = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  // postgres.js answers the rows as an array, PGlite as `{ rows }`.
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/** Writes and removes a small file where uploads go: a full or read-only disk fails here, not in a user's upload. */
async function storageWritable(deps: AppDeps): Promise<CheckResult> {
  // The bucket is the object store's to keep available; asking it on every probe would cost a request each time.
  if (deps.env.FILE_STORAGE === 's3') return 'skipped';
  const root = uploadsRoot(deps);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const file = path.join(root, `.ready-${randomBytes(6).toString('hex')}`);
  await writeFile(file, 'ok');
  await rm(file, { force: true });
  return 'ok';
}

const limited = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('check timed out')), CHECK_LIMIT_MS).unref()),
  ]);

const outcome = (work: () => Promise<CheckResult>) => limited(work()).catch((): CheckResult => 'failed');

/** The readiness checks, run together: the database answers, every shipped migration is applied, storage takes writes. */
export async function readiness(deps: AppDeps): Promise<Record<CheckName, CheckResult>> {
  const applied = limited(count(deps));
  const [database, migrations, storage] = await Promise.all([
    outcome(() => applied.then(() => 'ok')),
    outcome(async () => ((await applied) >= (await shippedMigrations()) ? 'ok' : 'failed')),
    outcome(() => storageWritable(deps)),
  ]);
  return { database, migrations, storage };
}
