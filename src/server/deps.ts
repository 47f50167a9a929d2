import path from 'node:path';
import { resolveJwtSecret } from './auth/tokens';
import type { AppDeps } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import { ACCOUNT_CHANGES_CHANNEL, liveUsers } from './fast/live-users';
import { createMailer } from './mail/mailer';
import { mailerOptions } from './mail/options';
import { paymentMailComposers } from './payments/receipt-mail';
import { runtimeEnv } from './site';

/**
 * Builds the real dependencies from a validated environment: database (migrated, unless an open one is given),
 * mailer, JWT secret, and the site address and sender settled at start (src/server/site.ts).
 */
export async function createDeps(env: Env, open?: DatabaseHandle) {
  const dataDir = path.resolve(env.DATA_DIR);
  const secret = await resolveJwtSecret(env.JWT_SECRET, dataDir);
  const limits = {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
  };
  const database =
    open ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(dataDir, 'pglite'),
      limits,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    }));
  const runtime = runtimeEnv(env, secret);
  const deps: AppDeps = {
    env: runtime,
    db: database.db,
    mailer: createMailer({ ...mailerOptions(runtime, database.db, dataDir), composers: paymentMailComposers(runtime) }),
    now: () => new Date(),
  };
  // Another process changed an account (password, sessions, deactivation): forget it here too (decision 076).
  await database.listen?.(ACCOUNT_CHANGES_CHANNEL, (userId) => liveUsers(deps).forget(userId));
  return { deps, close: database.close, driver: database.driver, dump: database.dump };
}
