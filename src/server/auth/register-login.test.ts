import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { authResultSchema } from '@/lib/schemas/auth';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { isCurrentHash } from './password';
import { body, login, PASSWORD, register, uniqueEmail } from '@/server/test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = () => ({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: uniqueEmail(),
  password: PASSWORD,
  acceptTerms: true,
});

test('register answers 201 with a token pair and the session user, language from Accept-Language', async () => {
  const res = await ctx.api('POST', '/api/auth/register', {
    json: { ...valid(), email: ' Mixed.Case@Example.COM ' },
    lang: 'de-DE,de;q=0.9',
  });
  expect(res.status).toBe(201);
  const { success, data } = await body(res);
  expect(success).toBe(true);
  expect(authResultSchema.strict().parse(data)).toEqual(data); // the shared schema the browser's types come from
  expect(data.access_token).toMatch(/^ey/);
  expect(data.refresh_token).toMatch(/^[\w-]{43,}$/);
  expect(data.user).toEqual({
    id: expect.any(String),
    email: 'mixed.case@example.com',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    preferredLanguage: 'de',
    onboardingCompleted: false,
    role: 'customer',
    emailVerified: false,
    pendingEmail: null,
    avatarUrl: null,
  });
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, data.user.id));
  expect(row && isCurrentHash(row.passwordHash)).toBe(true);
  expect(row?.passwordHash).not.toContain(PASSWORD);
});

test('register without accepting the terms is refused with a field error', async () => {
  const res = await ctx.api('POST', '/api/auth/register', { json: { ...valid(), acceptTerms: false }, lang: 'en' });
  expect(res.status).toBe(400);
  const { error } = await body(res);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields.acceptTerms).toMatch(/membership agreement/);
});

test('an e-mail registered already (any case) answers 409 EMAIL_TAKEN on the email field, in each language', async () => {
  const { email } = await register(ctx);
  const expected = {
    tr: 'Bu e-posta adresi zaten kayıtlı.',
    en: 'This e-mail address is already registered.',
    de: 'Diese E-Mail-Adresse ist bereits registriert.',
  };
  for (const [lang, message] of Object.entries(expected)) {
    const res = await ctx.api('POST', '/api/auth/register', { json: { ...valid(), email: email.toUpperCase() }, lang });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({
      success: false,
      message,
      error: { code: 'EMAIL_TAKEN', message, fields: { email: message } },
    });
  }
});

test('unknown fields at registration never reach the account', async () => {
  const res = await ctx.api('POST', '/api/auth/register', {
    json: { ...valid(), onboardingCompleted: true, status: 'admin', id: '00000000-0000-4000-8000-000000000000' },
  });
  const { data } = await body(res);
  expect(data.user.onboardingCompleted).toBe(false);
  expect(data.user.id).not.toBe('00000000-0000-4000-8000-000000000000');
});

test('login answers the same shape and records the login time', async () => {
  const account = await register(ctx);
  await ctx.deps.db.update(users).set({ lastLoginAt: null }).where(eq(users.id, account.user.id));
  const res = await login(ctx, account.email.toUpperCase());
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data.user).toEqual(account.user);
  expect(data.refresh_token).not.toBe(account.refresh_token);
  const session = await ctx.api('GET', '/api/auth/session', { token: data.access_token });
  expect((await body(session)).data).toEqual(account.user);
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, account.user.id));
  expect(row?.lastLoginAt).toBeInstanceOf(Date);
});

test("a hash made with the earlier settings (19 MiB, t=2) still logs in, and is replaced by one with today's", async () => {
  const account = await register(ctx);
  const earlier = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await ctx.deps.db.update(users).set({ passwordHash: earlier }).where(eq(users.id, account.user.id));
  const storedHash = async () =>
    (await ctx.deps.db.select().from(users).where(eq(users.id, account.user.id)))[0]?.passwordHash ?? '';
  // A wrong password leaves the old hash alone: only a proven password may be hashed again.
  expect((await login(ctx, account.email, 'Wrong1234')).status).toBe(401);
  expect(await storedHash()).toBe(earlier);
  expect((await login(ctx, account.email)).status).toBe(200);
  const upgraded = await storedHash();
  expect(upgraded).not.toBe(earlier);
  expect(isCurrentHash(upgraded)).toBe(true);
  expect((await login(ctx, account.email)).status).toBe(200);
  expect(await storedHash()).toBe(upgraded);
});

test('wrong credentials answer 401 INVALID_CREDENTIALS, never the refresh cue "Unauthorized"', async () => {
  const account = await register(ctx);
  const messages = {
    tr: 'E-posta adresi veya şifre hatalı.',
    en: 'Invalid e-mail address or password.',
    de: 'E-Mail-Adresse oder Passwort ist ungültig.',
  };
  for (const [lang, message] of Object.entries(messages)) {
    for (const email of [account.email, uniqueEmail('nobody')]) {
      const res = await ctx.api('POST', '/api/auth/login', { json: { email, password: 'Wrong1234' }, lang });
      expect(res.status).toBe(401);
      const json = await body(res);
      expect(json.message).toBe(message);
      expect(json.message).not.toBe('Unauthorized');
      expect(json.error.code).toBe('INVALID_CREDENTIALS');
    }
  }
});

test('GET /auth/session answers the session user and 401 Unauthorized without a token', async () => {
  const account = await register(ctx);
  const res = await ctx.api('GET', '/api/auth/session', { token: account.access_token });
  expect(await body(res)).toEqual({ success: true, data: account.user });
  const anonymous = await ctx.api('GET', '/api/auth/session');
  expect(anonymous.status).toBe(401);
  expect((await body(anonymous)).message).toBe('Unauthorized');
});

test('parallel registrations with one address: exactly one wins, the others answer 409 EMAIL_TAKEN', async () => {
  const email = uniqueEmail('race');
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => ctx.api('POST', '/api/auth/register', { json: { ...valid(), email } })),
  );
  expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
  for (const res of answers.filter((r) => r.status === 409)) expect((await body(res)).error.code).toBe('EMAIL_TAKEN');
});
