import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { body, register, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { LIVE_USER_TTL_MS } from '@/server/fast/live-users';
import type { AppEnv } from '@/server/context';
import { requireAuth } from './auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Routes anyone may call; every other API route must demand a live account. The Stripe webhook is authenticated by
 * its signature; the catalog, the exchange rate and the API's own description are public reads.
 */
const PUBLIC =
  /^\/api\/(health(\/(live|ready))?|contact|auth\/(register|login|refresh|logout|forgot-password|reset-password|verify-email)|webhooks\/stripe|packages(\/:\w+)?|eligibility\/rate|openapi\.json|docs)$/;

/** Every API route as registered, so routes added later are covered too; ids filled in. */
const apiRoutes = () =>
  [
    ...new Set(
      ctx.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !PUBLIC.test(r.path))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].map((route) => route.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').split(' ') as [string, string]);

test("a deleted account's access token is refused by every authenticated route with the refresh cue", async () => {
  const account = await register(ctx);
  expect((await ctx.api('GET', '/api/onboarding/current-step', { token: account.access_token })).status).toBe(200);
  expect((await ctx.api('DELETE', '/api/profile', { token: account.access_token })).status).toBe(200);
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(12);
  for (const [method, path] of routes) {
    const res = await ctx.api(method, path, { token: account.access_token, ...(method !== 'GET' && { json: {} }) });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect((await body(res)).message, `${method} ${path}`).toBe('Unauthorized');
  }
});

test('an account removed by another process is refused within LIVE_USER_TTL_MS', async () => {
  const { user, token } = await createUser(ctx);
  expect((await ctx.api('GET', '/api/onboarding/current-step', { token })).status).toBe(200);
  await ctx.deps.db.delete(users).where(eq(users.id, user.id));
  // This process has not heard of the deletion: its cached answer may stand for the bound, not longer.
  travel(ctx, LIVE_USER_TTL_MS + 1);
  expect((await ctx.api('GET', '/api/onboarding/current-step', { token })).status).toBe(401);
});

test('the middleware hands the role on, and asks the database once per account per TTL', async () => {
  const { user, token } = await createUser(ctx, { role: 'advisor' });
  const app = new Hono<AppEnv>().get('/', requireAuth(ctx.deps), (c) => c.json({ role: c.var.role, id: c.var.userId }));
  const queries: string[] = [];
  const select = ctx.deps.db.select.bind(ctx.deps.db);
  ctx.deps.db.select = ((...args: Parameters<typeof select>) => {
    queries.push('select');
    return select(...args);
  }) as typeof select;
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/', { headers: { authorization: `Bearer ${token}` } })),
    );
    expect(await Promise.all(answers.map((res) => res.json()))).toEqual(
      Array(20).fill({ role: 'advisor', id: user.id }),
    );
    expect(await (await app.request('/', { headers: { authorization: `Bearer ${token}` } })).json()).toEqual({
      role: 'advisor',
      id: user.id,
    });
    expect(queries).toHaveLength(1);
  } finally {
    ctx.deps.db.select = select;
  }
});
