import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '@/server/app';
import { loadEnv } from '@/server/env';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { startObservability } from './start';

// A stand-in OTLP/HTTP collector: it keeps every export body the real SDK posts to /v1/traces.
const bodies: string[] = [];
const collector = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.url === '/v1/traces') bodies.push(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
});

test('with OTEL_EXPORTER_OTLP_ENDPOINT, requests and their queries become spans; query values stay out', async () => {
  const { port } = collector.address() as { port: number };
  const env = loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'portal-test' });
  const observability = await startObservability(env, ctx.deps.db, 'pglite');
  const app = createApp(ctx.deps, { observability });
  const { token } = await createUser(ctx, { email: 'traced.person@example.com' });
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const res = await app.request('/api/profile', {
    headers: { Authorization: `Bearer ${token}`, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(res.status).toBe(200);
  await observability.stop();
  const exported = bodies.join('\n');
  expect(exported).toContain('portal-test');
  expect(exported).toContain('GET /api/profile');
  expect(exported).toContain('db.query');
  expect(exported).toMatch(/"db\.query\.text","value":\{"stringValue":"select /);
  // The incoming trace is continued, and no parameter value (the e-mail address) reaches the collector.
  expect(exported.toLowerCase()).toContain(traceId);
  expect(exported).not.toContain('traced.person@example.com');
});
