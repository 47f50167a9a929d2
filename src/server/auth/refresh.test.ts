import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { refreshTokens } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { REFRESH_GRACE_MS } from './refresh-tokens';
import { body, login, refresh, register, travel } from '@/server/test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rejected = async (res: Response) => {
  expect(res.status).toBe(401);
  const json = await body(res);
  expect(json.error.code).toBe('INVALID_REFRESH_TOKEN');
  expect(json.message).not.toBe('Unauthorized');
};

test('refresh rotates: a new pair each time, the new access token works, only hashes are stored', async () => {
  const account = await register(ctx);
  const res = await refresh(ctx, account.refresh_token);
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(Object.keys(data).sort()).toEqual(['access_token', 'refresh_token']);
  expect(data.refresh_token).not.toBe(account.refresh_token);
  expect(Buffer.from(data.refresh_token, 'base64url').length).toBeGreaterThanOrEqual(32);
  expect((await ctx.api('GET', '/api/auth/session', { token: data.access_token })).status).toBe(200);
  const rows = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.user.id));
  expect(rows).toHaveLength(2);
  for (const row of rows) expect([account.refresh_token, data.refresh_token]).not.toContain(row.tokenHash);
  expect(JSON.stringify(rows)).not.toContain(data.refresh_token);
});

test('two tabs inside the grace window get the same successor, which keeps working', async () => {
  const account = await register(ctx);
  const first = (await body(await refresh(ctx, account.refresh_token))).data;
  travel(ctx, REFRESH_GRACE_MS - 2_000);
  const second = (await body(await refresh(ctx, account.refresh_token))).data;
  expect(second.refresh_token).toBe(first.refresh_token);
  expect(second.access_token).not.toBe(first.access_token);
  expect((await refresh(ctx, second.refresh_token)).status).toBe(200);
});

test('reuse of a rotated token after the grace window revokes the whole family, not other logins', async () => {
  const account = await register(ctx);
  const other = (await body(await login(ctx, account.email))).data;
  const successor = (await body(await refresh(ctx, account.refresh_token))).data.refresh_token;
  travel(ctx, REFRESH_GRACE_MS + 1_000);
  await rejected(await refresh(ctx, account.refresh_token));
  // The legitimate holder of the successor is logged out too: the family was stolen.
  await rejected(await refresh(ctx, successor));
  expect((await refresh(ctx, other.refresh_token)).status).toBe(200);
});

test('10 parallel refreshes with one token all succeed, and every returned token keeps working', async () => {
  const account = await register(ctx);
  const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(ctx, account.refresh_token)));
  expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
  const tokens = await Promise.all(answers.map(async (res) => (await body(res)).data.refresh_token as string));
  expect(new Set(tokens).size).toBe(1);
  for (const token of new Set(tokens)) {
    const next = await refresh(ctx, token);
    expect(next.status).toBe(200);
    const access = (await body(next)).data.access_token;
    expect((await ctx.api('GET', '/api/auth/session', { token: access })).status).toBe(200);
  }
});

test('a tab late inside the grace window receives the head of the chain, not a rotated token', async () => {
  const account = await register(ctx);
  const a = (await body(await refresh(ctx, account.refresh_token))).data.refresh_token;
  const b = (await body(await refresh(ctx, a))).data.refresh_token;
  travel(ctx, 3_000);
  const late = (await body(await refresh(ctx, account.refresh_token))).data.refresh_token;
  expect(late).toBe(b);
  expect((await refresh(ctx, late)).status).toBe(200);
});

test('a family expires 30 days after its login, however often it was rotated', async () => {
  const account = await register(ctx);
  const day = 24 * 60 * 60 * 1000;
  let token = account.refresh_token;
  for (const step of [14 * day, 15 * day, day - 60_000]) {
    travel(ctx, step);
    const res = await refresh(ctx, token);
    expect(res.status).toBe(200);
    token = (await body(res)).data.refresh_token;
  }
  travel(ctx, 2 * 60_000);
  await rejected(await refresh(ctx, token));
});

test('unknown, tampered or malformed refresh tokens answer 401 INVALID_REFRESH_TOKEN', async () => {
  const account = await register(ctx);
  await rejected(await refresh(ctx, `${account.refresh_token.slice(0, -2)}xx`));
  await rejected(await refresh(ctx, 'not-a-token'));
  expect((await ctx.api('POST', '/api/auth/refresh', { json: {} })).status).toBe(400);
});

test('logout revokes that family and always answers 200', async () => {
  const account = await register(ctx);
  const other = (await body(await login(ctx, account.email))).data;
  const res = await ctx.api('POST', '/api/auth/logout', {
    json: { refresh_token: account.refresh_token },
    token: account.access_token,
  });
  expect(res.status).toBe(200);
  await rejected(await refresh(ctx, account.refresh_token));
  expect((await refresh(ctx, other.refresh_token)).status).toBe(200);
  for (const options of [
    {},
    { json: {} },
    { json: { refresh_token: 'nonsense' } },
    { body: '{broken', headers: { 'content-type': 'application/json' } },
  ])
    expect((await ctx.api('POST', '/api/auth/logout', options)).status).toBe(200);
});
