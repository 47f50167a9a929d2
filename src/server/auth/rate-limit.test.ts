import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { body, login, PASSWORD, register, travel, uniqueEmail } from '@/server/test/accounts';

// A trusted proxy lets each test speak from its own address, so the per-IP limits of one test do not leak into
// another; the socket-only case is checked on its own app at the end.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    TRUST_PROXY: 'true',
    RATE_LIMIT_LOGIN: '3',
    RATE_LIMIT_AUTH_IP: '30',
    RATE_LIMIT_REGISTER: '2',
    RATE_LIMIT_FORGOT: '2',
  });
});
afterAll(() => ctx.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

const expectLimited = async (res: Response, lang = 'tr') => {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const json = await body(res);
  expect(json.error.code).toBe('RATE_LIMITED');
  if (lang === 'en') expect(json.message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
};

test('failed logins are limited per account; the limit lifts after 15 minutes', async () => {
  const account = await register(ctx, { headers: from('10.0.0.1') });
  for (let i = 0; i < 3; i += 1)
    expect((await login(ctx, account.email, 'Wrong1234', from(`10.0.1.${i}`))).status).toBe(401);
  // Per account: a new address does not help, and even the right password waits.
  const limited = await ctx.api('POST', '/api/auth/login', {
    json: { email: account.email, password: PASSWORD },
    lang: 'en',
    headers: from('10.0.1.9'),
  });
  await expectLimited(limited, 'en');
  expect((await login(ctx, uniqueEmail(), 'Wrong1234', from('10.0.1.9'))).status).toBe(401);
  travel(ctx, 15 * 60 * 1000);
  expect((await login(ctx, account.email, PASSWORD, from('10.0.1.9'))).status).toBe(200);
});

test('a successful login clears the failure count', async () => {
  const account = await register(ctx, { headers: from('10.0.0.2') });
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < 2; i += 1)
      expect((await login(ctx, account.email, 'Wrong1234', from('10.0.2.1'))).status).toBe(401);
    expect((await login(ctx, account.email, PASSWORD, from('10.0.2.1'))).status).toBe(200);
  }
});

test('registrations are limited per address per hour', async () => {
  await register(ctx, { headers: from('10.0.3.1') });
  await register(ctx, { headers: from('10.0.3.1') });
  const third = await ctx.api('POST', '/api/auth/register', {
    json: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: PASSWORD, acceptTerms: true },
    headers: from('10.0.3.1'),
  });
  await expectLimited(third);
  await register(ctx, { headers: from('10.0.3.2') });
});

test('reset mails are limited per e-mail address per hour', async () => {
  const email = uniqueEmail();
  const ask = (ip: string) => ctx.api('POST', '/api/auth/forgot-password', { json: { email }, headers: from(ip) });
  expect((await ask('10.0.4.1')).status).toBe(200);
  expect((await ask('10.0.4.2')).status).toBe(200);
  await expectLimited(await ask('10.0.4.3'));
  travel(ctx, 60 * 60 * 1000);
  expect((await ask('10.0.4.3')).status).toBe(200);
});

test('any /auth endpoint is limited per address per minute', async () => {
  const hits = await Promise.all(
    Array.from({ length: 30 }, () =>
      ctx.api('POST', '/api/auth/refresh', { json: { refresh_token: 'x' }, headers: from('10.0.5.1') }),
    ),
  );
  expect(hits.every((res) => res.status === 401)).toBe(true);
  await expectLimited(await ctx.api('POST', '/api/auth/logout', { headers: from('10.0.5.1') }));
  expect((await ctx.api('POST', '/api/auth/logout', { headers: from('10.0.5.2') })).status).toBe(200);
});

test('session reads do not count: many users behind one address load pages without a 429', async () => {
  const { access_token } = await register(ctx, { headers: from('10.0.6.1') });
  for (let i = 0; i < 40; i += 1) {
    const res = await ctx.api('GET', i % 2 ? '/api/auth/session' : '/api/auth/profile', {
      token: access_token,
      headers: from('10.0.6.2'),
    });
    expect(res.status).toBe(200);
  }
  expect((await ctx.api('POST', '/api/auth/logout', { headers: from('10.0.6.2') })).status).toBe(200);
});

test('without a trusted proxy a forged X-Forwarded-For does not reset the limit', async () => {
  const direct = await createTestContext({ RATE_LIMIT_AUTH_IP: '2' });
  try {
    for (const ip of ['1.1.1.1', '2.2.2.2'])
      expect((await direct.api('POST', '/api/auth/logout', { headers: from(ip) })).status).toBe(200);
    await expectLimited(await direct.api('POST', '/api/auth/logout', { headers: from('3.3.3.3') }));
  } finally {
    await direct.close();
  }
});
