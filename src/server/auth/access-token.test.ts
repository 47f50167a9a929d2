import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { body, register } from '@/server/test/accounts';
import { secretKey } from './tokens';

let ctx: TestContext;
let userId: string;
let valid: string;
beforeAll(async () => {
  ctx = await createTestContext({ ACCESS_TOKEN_TTL: '60' });
  const account = await register(ctx);
  userId = account.user.id;
  valid = account.access_token;
});
afterAll(() => ctx.close());

const claims = { iss: 'relocation-portal', aud: 'relocation-portal-api', typ: 'access' };

/** A token like ours, with one thing changed. */
async function craft(changes: { claims?: Record<string, unknown>; secret?: string; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, ...changes.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(changes.exp ?? now + 60)
    .sign(secretKey(changes.secret ?? ctx.deps.env.JWT_SECRET));
}

const expectUnauthorized = async (token: string | undefined, header?: string) => {
  const res = await ctx.api('GET', '/api/auth/session', {
    ...(token !== undefined && { token }),
    ...(header !== undefined && { headers: { authorization: header } }),
  });
  expect(res.status).toBe(401);
  const json = await body(res);
  expect(json.message).toBe('Unauthorized');
  expect(json.error.code).toBe('UNAUTHORIZED');
};

test('a well-formed token of ours is accepted (the crafting below differs in one thing only)', async () => {
  expect((await ctx.api('GET', '/api/auth/session', { token: valid })).status).toBe(200);
  expect((await ctx.api('GET', '/api/auth/session', { token: await craft() })).status).toBe(200);
});

test('an expired access token answers 401 Unauthorized', async () => {
  await expectUnauthorized(await craft({ exp: Math.floor(Date.now() / 1000) - 10 }));
  // The real token, once its TTL (60 s here) has passed on the app's clock.
  const realNow = ctx.deps.now;
  ctx.deps.now = () => new Date(Date.now() + 61_000);
  try {
    await expectUnauthorized(valid);
  } finally {
    ctx.deps.now = realNow;
  }
});

test('a tampered token or one signed with another secret answers 401 Unauthorized', async () => {
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const forged = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: crypto.randomUUID() }),
  ).toString('base64url');
  await expectUnauthorized(`${header}.${forged}.${signature}`);
  await expectUnauthorized(`${header}.${payload}.${signature.slice(0, -3)}AAA`);
  await expectUnauthorized(await craft({ secret: 'another-secret-'.padEnd(48, 'y') }));
});

test('alg "none" answers 401 Unauthorized', async () => {
  const unsigned = new UnsecuredJWT({ ...claims }).setSubject(userId).setIssuedAt().setExpirationTime('5m').encode();
  await expectUnauthorized(unsigned);
});

test('wrong issuer, audience or typ answers 401 Unauthorized', async () => {
  await expectUnauthorized(await craft({ claims: { iss: 'someone-else' } }));
  await expectUnauthorized(await craft({ claims: { aud: 'another-api' } }));
  await expectUnauthorized(await craft({ claims: { typ: 'refresh' } }));
});

test('a missing or malformed Authorization header answers 401 Unauthorized', async () => {
  await expectUnauthorized(undefined);
  await expectUnauthorized(undefined, `Basic ${valid}`);
  await expectUnauthorized(undefined, 'Bearer ');
  await expectUnauthorized('not.a.jwt');
});

test('an access token that outlived its account answers 401 Unauthorized', async () => {
  const account = await register(ctx);
  expect((await ctx.api('DELETE', '/api/profile', { token: account.access_token })).status).toBe(200);
  await expectUnauthorized(account.access_token);
});
