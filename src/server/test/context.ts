import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import type { AppDeps } from '@/server/context';
import { loadEnv } from '@/server/env';
import { createMailer } from '@/server/mail/mailer';
import { mailerOptions } from '@/server/mail/options';
import { paymentMailComposers } from '@/server/payments/receipt-mail';
import { runtimeEnv } from '@/server/site';
import type { DatabaseHandle } from '@/server/db/client';
import { freshDatabase } from './database';
import { outboxSenders } from './eml';

export interface TestContext {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  /** Calls the API in process: `api('POST', '/api/contact', { json, token, lang })`. */
  api: (method: string, path: string, options?: RequestOptions) => Promise<Response>;
  close: () => Promise<void>;
}

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/**
 * A whole app on a fresh database and a temporary data folder; `env` overrides variables (rate limits, TTLs).
 * `open`: a database the test opened itself (its own PostgreSQL server); the test closes it.
 */
export async function createTestContext(env: Record<string, string> = {}, open?: DatabaseHandle): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const database = open ?? (await freshDatabase());
  // On PostgreSQL the counters live in the database, as they do in production with DATABASE_URL.
  const rateLimitStore = process.env.TEST_DB === 'postgres' ? 'database' : 'memory';
  const parsed = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    RATE_LIMIT_STORE: rateLimitStore,
    ...env,
  });
  const runtime = runtimeEnv(parsed, parsed.JWT_SECRET ?? '');
  const deps: AppDeps = {
    env: runtime,
    db: database.db,
    // Replaced below: the mailer reads the test's clock (deps.now moves with `travel`).
    mailer: undefined as unknown as AppDeps['mailer'],
    now: () => new Date(),
  };
  deps.mailer = createMailer({
    ...mailerOptions(runtime, database.db, dataDir),
    composers: paymentMailComposers(runtime),
    now: () => deps.now(),
  });
  const outboxDir = path.resolve(dataDir, 'outbox');
  outboxSenders.set(outboxDir, () => deps.mailer.flush());
  const app = createApp(deps);
  const api: TestContext['api'] = async (method, url, options = {}) => {
    const headers = new Headers(options.headers);
    if (options.lang) headers.set('Accept-Language', options.lang);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    if (body instanceof FormData) {
      // Encoded up front: undici's FormData stream rejects unhandled ("already closed") when the server stops
      // reading early, as it does on an oversized upload. A real client's socket just closes.
      const encoded = new Response(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', encoded.headers.get('Content-Type') ?? '');
      body = new Uint8Array(await encoded.arrayBuffer());
    }
    return app.request(url, { method, headers, ...(body !== undefined && { body }) });
  };
  return {
    deps,
    app,
    dataDir,
    api,
    close: async () => {
      outboxSenders.delete(outboxDir);
      await deps.mailer.flush();
      await deps.mailer.stop();
      if (!open) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
