import { readFile, statfs } from 'node:fs/promises';
import path from 'node:path';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { SystemStatus } from '@/lib/schemas/system';
import type { AppDeps } from '@/server/context';
import { files, jobRuns, mailOutbox } from '@/server/db/schema';
import { outboxCounts } from '@/server/metrics/outbox-counts';

const FAILED_SHOWN = 50;

/** `build-manifest.json` of the served build (decision 029), or nulls when the API runs without one (tests, dev). */
async function buildInfo(distDir: string): Promise<SystemStatus['build']> {
  try {
    const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
      buildId?: unknown;
      builtAt?: unknown;
    };
    return {
      id: typeof manifest.buildId === 'string' ? manifest.buildId : null,
      builtAt: typeof manifest.builtAt === 'string' ? new Date(manifest.builtAt).toISOString() : null,
    };
  } catch {
    return { id: null, builtAt: null };
  }
}

async function database(deps: AppDeps): Promise<SystemStatus['database']> {
  const result = await deps.db.execute<{ version: string }>(sql`select version() as version`);
  // postgres.js answers an array, PGlite `{ rows }`.
  const rows = (Array.isArray(result) ? result : (result as { rows: { version: string }[] }).rows) as {
    version: string;
  }[];
  const version = rows[0]?.version ?? '';
  return { kind: version.includes('PGlite') ? 'pglite' : 'postgres', version: version.split(' on ')[0] ?? version };
}

async function mail(deps: AppDeps): Promise<SystemStatus['mail']> {
  const counts = await outboxCounts(deps.db, deps.now());
  const failed = await deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(FAILED_SHOWN);
  const oldest = counts.oldestPendingSeconds
    ? new Date(deps.now().getTime() - counts.oldestPendingSeconds * 1000).toISOString()
    : null;
  return {
    transport: deps.env.SMTP_URL ? 'smtp' : 'folder',
    ...counts.byStatus,
    nextAttemptAt: counts.nextAttemptAt?.toISOString() ?? null,
    oldestPendingAt: oldest,
    failedMails: failed.map(({ message, ...row }) => ({
      id: row.id,
      // A composed mail (a receipt, decision 091) has neither until it is written: its kind stands for the subject.
      to: message && 'to' in message ? message.to : '',
      subject: message && 'compose' in message ? message.compose.kind : (message?.subject ?? ''),
      attempts: row.attempts,
      lastError: row.lastError,
      queuedAt: row.createdAt.toISOString(),
    })),
  };
}

async function storage(deps: AppDeps): Promise<SystemStatus['storage']> {
  const [stored] = await deps.db.select({ files: count(), bytes: sum(files.size) }).from(files);
  const kind = deps.env.FILE_STORAGE;
  const free =
    kind === 'disk'
      ? await statfs(path.resolve(deps.env.DATA_DIR)).then(
          (s) => s.bavail * s.bsize,
          () => null,
        )
      : null;
  return { kind, files: stored?.files ?? 0, bytes: Number(stored?.bytes ?? 0), freeBytes: free };
}

/** Everything the System page shows, read fresh on each visit (a handful of small queries, admins only). */
export async function systemStatus(deps: AppDeps): Promise<SystemStatus> {
  const jobs = await deps.db.select().from(jobRuns).orderBy(jobRuns.name);
  return {
    build: await buildInfo(deps.env.DIST_DIR),
    database: await database(deps),
    mail: await mail(deps),
    jobs: jobs.map((job) => ({
      name: job.name,
      runs: job.runs,
      lastRunAt: job.lastRunAt?.toISOString() ?? null,
      nextRunAt: job.nextRunAt.toISOString(),
      lastResult: job.lastStatus,
      lastError: job.lastError,
    })),
    storage: await storage(deps),
  };
}
