import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { EnvError, loadEnv } from './env';
import { ensureStaffAvailability } from './appointments/availability';
import { allJobs } from './jobs/all';
import { startJobs } from './jobs/scheduler';
import { syncPackageCatalog } from './packages/catalog-sync';
import { loadSeller } from './payments/seller';
import { ensureFirstAdmin, FIRST_ADMIN_MESSAGES } from './staff/first-admin';

/** Node entry: validate the environment (fail fast, readably), open the database, serve site + API. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { deps, close, driver } = await createDeps(env);
  // The catalog the server charges comes from the content files; a broken file or seller config stops the start.
  await syncPackageCatalog(deps);
  loadSeller();
  const firstAdmin = FIRST_ADMIN_MESSAGES[await ensureFirstAdmin(deps)];
  if (firstAdmin) console.log(firstAdmin);
  // Staff created before they had working hours (the first admin included) get the default week.
  await ensureStaffAvailability(deps.db);
  const app = createApp(deps, { distDir: env.DIST_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Portal ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port} (database: ${driver})`);
  });
  const stopJobs = startJobs(deps, allJobs, console.error, env.JOB_TICK_MS);
  const shutdown = () => {
    stopJobs();
    server.close(() => void close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
