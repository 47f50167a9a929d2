import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '@/server/app';
import { loadEnv } from '@/server/env';
import { runJob } from '@/server/jobs/scheduler';
import { createTestContext, type TestContext } from '@/server/test/context';
import { freePort } from '@/server/test/smtp';
import { startObservability, type Observability } from './start';

const TOKEN = 'metrics-token-for-tests';
let ctx: TestContext;
let observability: Observability;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  observability = await startObservability(loadEnv({ METRICS_TOKEN: TOKEN }), ctx.deps.db, 'pglite');
  app = createApp(ctx.deps, { observability });
});
afterAll(async () => {
  await observability.stop();
  await ctx.close();
});

const scrape = async (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  app.request('/metrics', { headers });

test('/metrics answers only the bearer of METRICS_TOKEN', async () => {
  expect((await scrape({})).status).toBe(401);
  expect((await scrape({ Authorization: 'Bearer wrong-token-of-same-size' })).status).toBe(401);
  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
});

test('requests are counted by route template and status, with latency buckets; the other series are there', async () => {
  await app.request('/api/health');
  await app.request('/api/health');
  const fileId = randomUUID();
  await app.request(`/api/files/${fileId}`);
  await ctx.deps.mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' });
  await runJob(ctx.deps, { name: 'metrics-probe', everyMs: 60_000, run: async () => undefined });
  const text = await (await scrape()).text();
  expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 2');
  // A template (here the auth middleware's, which refused it), never the id: one series however many files.
  expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/files/*",status="401"} 1');
  expect(text).not.toContain(fileId);
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"/);
  expect(text).toMatch(/^mail_outbox_mails\{status="(pending|sent)"\} 1$/m);
  expect(text).toContain('job_runs_total{job="metrics-probe",result="ok"} 1');
  for (const series of [
    'db_pool_size 1',
    'db_pool_in_use',
    'db_pool_waiting',
    'db_errors_total',
    'mail_send_attempts_total',
    'mail_outbox_oldest_pending_seconds',
    'upload_bytes_total',
    'nodejs_eventloop_lag_seconds',
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
  ]) {
    expect(text).toContain(series);
  }
  expect(text).not.toContain('a@example.com');
});

test('with METRICS_PORT, /metrics is served on that port only', async () => {
  const port = await freePort();
  const separate = await startObservability(loadEnv({ METRICS_PORT: String(port) }), ctx.deps.db, 'pglite');
  try {
    expect(separate.metricsApp).toBeUndefined();
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds');
  } finally {
    await separate.stop();
  }
});

test('without METRICS_TOKEN, METRICS_PORT and an OTLP endpoint nothing is installed', async () => {
  const off = await startObservability(loadEnv({}), ctx.deps.db, 'pglite');
  expect(off.middleware).toHaveLength(0);
  expect(off.metricsApp).toBeUndefined();
  const plain = createApp(ctx.deps);
  expect((await plain.request('/metrics')).status).not.toBe(200);
});
