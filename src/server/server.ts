import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureStaffAvailability } from './availability/service';
import { createDeps } from './deps';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { allJobs } from './all-jobs';
import { startJobs } from './jobs/scheduler';
import { logger } from './log/logger';
import { syncPackageCatalog } from './packages/catalog-sync';
import { loadSeller } from './payments/seller';
import { loadSiteContent } from './site/content';
import type { Server } from 'node:http';
import { ensureFirstAdmin, FIRST_ADMIN_MESSAGES } from './staff/first-admin';
import { inFlight } from './http/in-flight';
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
}

export async function startServer(env: Env, database?: DatabaseHandle) {
  const { deps, close, driver } = await createDeps(env, database);
  // The catalog the server charges comes from the content files; a broken file, seller config or
  // site.yaml (the office address of in-person meetings) stops the start.
  await syncPackageCatalog(deps);
  loadSeller();
  loadSiteContent();
  const firstAdmin = FIRST_ADMIN_MESSAGES[await ensureFirstAdmin(deps)];
  if (firstAdmin) console.log(firstAdmin);
  // Staff created before they had working hours (the first admin included) get the default week.
  await ensureStaffAvailability(deps.db);
  const app = createApp(deps, { distDir: env.DIST_DIR });
  const requests = inFlight(app.fetch);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: requests.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(listening));
  });
  keepConnectionsOpen(server as Server);
  const stopJobs = startJobs(deps, allJobs, logger, env.JOB_TICK_MS);
  return {
    deps,
    driver,
    /** Stops the jobs and new connections, lets running handlers and mails being sent finish, closes the database. */
    stop: async () => {
      stopJobs();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open event streams are requests that never end by themselves: end them, or close() would wait forever.
      await closeEventStreams(deps.db);
      await closed;
      await requests.idle();
      await deps.mailer.flush().finally(close);
    },
  };
}
