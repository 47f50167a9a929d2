import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { ecbRateJob } from './eligibility/ecb';
import { runJob, startJobs } from './jobs/scheduler';
import { EnvError, loadEnv } from './env';

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
  const app = createApp(deps, { distDir: env.DIST_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Portal ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port} (database: ${driver})`);
  });
  // Scheduled work: the first run right away (a fresh install wants today's rate), then on each job's interval.
  const jobs = [ecbRateJob];
  for (const job of jobs) void runJob(deps, job).catch(() => console.error(`job ${job.name} failed at start`));
  const stopJobs = startJobs(deps, jobs);
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
