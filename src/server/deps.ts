import path from 'node:path';
import { resolveJwtSecret } from './auth/tokens';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { createMailer } from './mail/mailer';
import { runtimeEnv } from './site';

/** Builds the real dependencies from a validated environment: database (migrated), mailer, JWT secret. */
export async function createDeps(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  const secret = await resolveJwtSecret(env.JWT_SECRET, dataDir);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
  const runtime = runtimeEnv(env, secret);
  const deps: AppDeps = {
    env: runtime,
    db: database.db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(dataDir, 'outbox'), from: runtime.MAIL_FROM }),
    now: () => new Date(),
  };
  return { deps, close: database.close, driver: database.driver };
}
