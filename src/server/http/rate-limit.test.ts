import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '@/server/app';
import type { AppDeps } from '@/server/context';
import { rateLimits } from '@/server/db/schema';
import { counterKey } from './rate-limit';
import { credentialCleanupJob } from '@/server/auth/credential-cleanup';
import { runJob } from '@/server/jobs/scheduler';
import { body, register, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';

// Two app instances on one database stand in for two API processes behind a load balancer (the two-process test
// in tests/scale does it with real processes): with the database store they share every counter.
let ctx: TestContext;
let second: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_STORE: 'database', RATE_LIMIT_LOGIN: '4' });
  const deps: AppDeps = { ...ctx.deps, now: () => ctx.deps.now() };
  second = createApp(deps);
});
afterAll(() => ctx.close());

const loginVia = (app: ReturnType<typeof createApp>, email: string, password: string) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

test('failed logins spread over two apps hit the limit after the same number as on one', async () => {
  const account = await register(ctx);
  const apps = [ctx.app, second];
  for (let i = 0; i < 4; i += 1) expect((await loginVia(apps[i % 2]!, account.email, 'Wrong1234')).status).toBe(401);
  const limited = await loginVia(second, account.email, account.password);
  expect(limited.status).toBe(429);
  expect((await body(limited)).error.code).toBe('RATE_LIMITED');
  expect((await loginVia(ctx.app, account.email, account.password)).status).toBe(429);
});

test('windows end on the app clock and ended rows are cleaned up', async () => {
  const account = await register(ctx);
  for (let i = 0; i < 4; i += 1) await loginVia(ctx.app, account.email, 'Wrong1234');
  travel(ctx, 15 * 60 * 1000 + 1);
  expect((await loginVia(second, account.email, account.password)).status).toBe(200);
  travel(ctx, 60 * 60 * 1000);
  await runJob(ctx.deps, credentialCleanupJob);
  const left = await ctx.deps.db.select().from(rateLimits);
  expect(left.filter((row) => row.resetAt.getTime() <= ctx.deps.now().getTime())).toEqual([]);
});

test('concurrent hits on one key count exactly (one atomic upsert each)', async () => {
  const account = await register(ctx);
  await Promise.all(Array.from({ length: 3 }, () => loginVia(second, account.email, 'Wrong1234')));
  const [row] = (await ctx.deps.db.select().from(rateLimits)).filter(
    (r) => r.key === counterKey('login-failures', account.email),
  );
  expect(row?.count).toBe(3);
});
