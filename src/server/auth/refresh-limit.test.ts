import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { errorStatus } from '@/lib/api/errors';
import { startNodeServer } from '@/server/test/node-server';
import type { TokenStorage } from '@/lib/api/tokens';
import { body, login, refresh, register, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startNodeServer>>;
beforeAll(async () => {
  // Two auth requests per address per minute, two refreshes per login per minute.
  ctx = await createTestContext({ RATE_LIMIT_AUTH_IP: '2', RATE_LIMIT_REFRESH: '2', RATE_LIMIT_REGISTER: '100' });
  server = await startNodeServer(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** Registers in a fresh minute, so registering does not spend the allowance of the requests under test. */
async function freshAccount() {
  travel(ctx, 61_000);
  return register(ctx);
}

test('refreshes are limited per login, not per address: many users behind one address all stay signed in', async () => {
  const users = [await freshAccount(), await freshAccount(), await freshAccount(), await freshAccount()];
  // Four people behind one address refresh twice each: eight refreshes, four times the per-address auth limit.
  for (const round of [0, 1])
    for (const [i, user] of users.entries()) {
      const res = await refresh(ctx, user.refresh_token);
      expect(res.status, `user ${i} round ${round}`).toBe(200);
      user.refresh_token = (await body(res)).data.refresh_token;
    }
  // A third refresh of one login within the minute is one too many for that login only.
  const limited = await refresh(ctx, users[0]!.refresh_token);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // Refused before rotating: the same token works once the minute is over.
  travel(ctx, 61_000);
  expect((await refresh(ctx, users[0]!.refresh_token)).status).toBe(200);
  // Logins from that address still have their own per-address limit.
  expect([
    (await login(ctx, users[1]!.email)).status,
    (await login(ctx, users[1]!.email)).status,
    (await login(ctx, users[1]!.email)).status,
  ]).toEqual([200, 200, 429]);
});

test('guessing refresh tokens spends the address allowance', async () => {
  travel(ctx, 61_000);
  const answers = await Promise.all([1, 2, 3].map(() => refresh(ctx, 'not-a-token')));
  // Sent at once, they may be counted in any order: two are refused as bad tokens, one as over the allowance.
  expect(answers.map((res) => res.status).sort()).toEqual([401, 401, 429]);
});

/** A browser-like client of the real server whose access token has expired. */
async function expiredSession() {
  const account = await freshAccount();
  const memory = new Map<string, string>();
  const storage: TokenStorage = {
    getAccessToken: () => memory.get('a') ?? null,
    getRefreshToken: () => memory.get('r') ?? null,
    setTokens: (pair) => {
      memory.set('a', pair.access_token);
      if (pair.refresh_token) memory.set('r', pair.refresh_token);
    },
    clearTokens: () => memory.clear(),
  };
  // The login's refresh allowance is used up by other tabs.
  let token = account.refresh_token;
  for (const _ of [1, 2]) token = (await body(await refresh(ctx, token))).data.refresh_token;
  storage.setTokens({ access_token: 'expired', refresh_token: token });
  const ended: string[] = [];
  return {
    memory,
    ended,
    options: {
      baseURL: `${server.origin}/api`,
      storage,
      locale: () => 'en' as const,
      onSessionEnd: (l: string) => ended.push(l),
    },
  };
}

test('the client meets a 429 on refresh by waiting Retry-After and trying again, and the request succeeds', async () => {
  const session = await expiredSession();
  const waits: number[] = [];
  const api = createApiClient({ ...session.options, sleep: async (ms) => (waits.push(ms), travel(ctx, ms)) });
  const answer = await api<{ data: { email: string } }>('/profile');
  expect(answer.data.email).toMatch(/@example\.com$/);
  expect(waits).toHaveLength(1);
  expect(waits[0]).toBeGreaterThan(0);
  expect(session.ended).toEqual([]);
  expect(session.memory.get('a')).not.toBe('expired');
});

test('a refresh still rate limited after the retries fails that request but never logs the user out', async () => {
  const session = await expiredSession();
  const waits: number[] = [];
  const api = createApiClient({ ...session.options, sleep: async (ms) => void waits.push(ms) });
  const refreshToken = session.memory.get('r');
  const failure: unknown = await api('/profile').catch((err: unknown) => err);
  // The request fails with why (the rate limit and its Retry-After), not with a 401 that reads as "signed out".
  expect(errorStatus(failure)).toBe(429);
  expect(waits).toHaveLength(2);
  expect(session.ended).toEqual([]);
  expect(session.memory.get('r')).toBe(refreshToken);
});
