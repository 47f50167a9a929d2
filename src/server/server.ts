import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';

/**
 * Opens the database, builds the app and listens on HOST:PORT: everything `npm start` does after reading the
 * environment. Tests start a real server through it (`database` lets them pass a fresh test database).
 */
export async function startServer(env: Env, database?: DatabaseHandle) {
  const { deps, close, driver } = await createDeps(env, database);
  const app = createApp(deps, { distDir: env.DIST_DIR });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(listening));
  });
  return {
    deps,
    driver,
    /** Stops accepting connections, lets mails being sent go, then closes the database. */
    stop: () => new Promise<void>((resolve) => server.close(() => void deps.mailer.flush().then(close).finally(resolve))),
  };
}
