import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { EnvError, loadEnv } from './env';
import { startJobs } from './jobs/scheduler';
import { ensureStaffAvailability } from './appointments/availability';
import { appointmentReminderJob } from './appointments/reminders';

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
  await ensureStaffAvailability(deps.db);
  const stopReminders = startJobs(deps, [appointmentReminderJob]);
  const app = createApp(deps, { distDir: env.DIST_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Portal ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port} (database: ${driver})`);
  });
  const shutdown = () => {
    stopReminders();
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
