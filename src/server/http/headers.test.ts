import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { login, register } from '@/server/test/accounts';
import { securityHeaders } from './security-headers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('every API answer says no-store, successes and errors alike, and carries its own request id', async () => {
  const account = await register(ctx);
  const answers = [
    await ctx.api('GET', '/api/profile', { token: account.access_token }),
    await ctx.api('GET', '/api/onboarding/current-step', { token: account.access_token }),
    await login(ctx, account.email),
    await ctx.api('GET', '/api/profile'),
    await ctx.api('GET', '/api/nope'),
    await ctx.api('POST', '/api/auth/login', { json: {} }),
    await ctx.api('POST', '/api/auth/logout', { body: 'x'.repeat(100_000) }),
  ];
  expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 404, 400, 413]);
  for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  const ids = answers.map((res) => res.headers.get('x-request-id'));
  expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

const hsts = (res: Response) => res.headers.get('strict-transport-security');

test('HSTS only over TLS: never over plain HTTP, whatever a client claims without a trusted proxy', async () => {
  expect(hsts(await ctx.app.request('http://localhost/api/health'))).toBeNull();
  expect(
    hsts(await ctx.app.request('http://localhost/api/health', { headers: { 'x-forwarded-proto': 'https' } })),
  ).toBeNull();
  expect(hsts(await ctx.app.request('https://portal.example/api/health'))).toBe('max-age=31536000; includeSubDomains');
});

test('behind a trusted proxy X-Forwarded-Proto decides; HSTS=true sends it always', async () => {
  const app = (env: { HSTS: boolean; TRUST_PROXY: boolean }) =>
    new Hono().use(securityHeaders(env)).get('/', (c) => c.text('ok'));
  const proxied = app({ HSTS: false, TRUST_PROXY: true });
  expect(
    hsts(await proxied.request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } })),
  ).not.toBeNull();
  expect(hsts(await proxied.request('http://localhost/', { headers: { 'x-forwarded-proto': 'http' } }))).toBeNull();
  expect(hsts(await app({ HSTS: true, TRUST_PROXY: false }).request('http://localhost/'))).not.toBeNull();
});
