import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureStaffAvailability } from './availability/service';
import { createDeps } from './deps';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { allJobs } from './all-jobs';
import { startJobs } from './jobs/scheduler';
import { logError, logger } from './log/logger';
import { syncPackageCatalog } from './packages/catalog-sync';
import { loadSeller } from './payments/seller';
import { loadSiteContent } from './site/content';
import type { Server } from 'node:http';
import { ensureFirstAdmin, FIRST_ADMIN_MESSAGES } from './staff/first-admin';
import { inFlight } from './http/in-flight';
import { startObservability } from './metrics/start';
import { runShutdown, shutdownSteps } from './shutdown';
import { startSweepBefore, sweepUploads } from './files/sweep-job';
import { LONGEST_UPLOAD_MS } from './storage/sweep';
import { uploadsRoot } from './storage/storage';
import { startControl } from './backup/control';
import { takeSnapshot } from './backup/snapshot';
import path from 'node:path';
import { closeEventStreams } from './events/hub';

/**
 * Everything `npm start` does after reading the environment: opens the database, prepares its content, listens on
 * HOST:PORT and runs the scheduled jobs. Tests start a real server through it (`database`: a fresh test database).
 */
/**
 * Clients and proxies reuse idle connections. Node closes them after 5 s, which races with a request the client has
 * just put on one (it sees ECONNRESET, the e2e suite did). Idle connections stay longer than the usual proxy idle
 * timeout (60 s); the header timeout must exceed it.
 */
function keepConnectionsOpen(server: Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node's default, set here because the upload sweep relies on it: no request (upload) lasts longer.
  server.requestTimeout = LONGEST_UPLOAD_MS;
}

export async function startServer(env: Env, database?: DatabaseHandle) {
  const { deps, close, driver, dump } = await createDeps(env, database);
  // The catalog the server charges comes from the content files; a broken file, seller config or
  // site.yaml (the office address of in-person meetings) stops the start.
  await syncPackageCatalog(deps);
  loadSeller();
  loadSiteContent();
  const firstAdmin = FIRST_ADMIN_MESSAGES[await ensureFirstAdmin(deps)];
  if (firstAdmin) console.log(firstAdmin);
  // Staff created before they had working hours (the first admin included) get the default week.
  await ensureStaffAvailability(deps.db);
  // What a crash left of uploads in progress (the hourly job does the same while the server runs).
  // A store that cannot list (or is down) must not stop the start: logged, and the hourly job tries again.
  await sweepUploads(deps, startSweepBefore(driver, deps.now()), { crashedWriters: true }).catch((error: unknown) =>
    logError('upload sweep failed', error),
  );
  const observability = await startObservability(env, deps.db, driver);
  const app = createApp(deps, { distDir: env.DIST_DIR, observability });
  const requests = inFlight(app.fetch);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: requests.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(listening));
  });
  keepConnectionsOpen(server as Server);
  const stopJobs = startJobs(deps, allJobs(env), logger, env.JOB_TICK_MS);
  // PGlite: `npm run backup` reaches this process through DATA_DIR/control.sock (backup/control.ts).
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = env.FILE_STORAGE === 'disk' ? uploadsRoot(deps) : undefined;
  const closeControl = dump
    ? await startControl(dataDir, (dir) => takeSnapshot({ dump, dataDir, uploadsDir }, dir))
    : async () => undefined;
  return {
    deps,
    driver,
    /**
     * The graceful stop (shutdown.ts): no new jobs or connections, running requests finish, idle connections
     * close, mails being sent go out, the database closes. True when every step succeeded.
     */
    stop: () =>
      runShutdown(
        shutdownSteps({
          server: server as Server,
          requestsIdle: requests.idle,
          stopJobs,
          closeControl,
          // Open event streams are requests that never end by themselves: ended, or no request would ever be idle.
          closeStreams: () => closeEventStreams(deps.db),
          stopObservability: () => observability.stop(),
          // The pass under way finishes; what is still queued stays in the outbox for the next start.
          flushMail: () => deps.mailer.stop(),
          closeDatabase: close,
        }),
      ),
  };
}
