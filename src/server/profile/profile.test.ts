import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { profileSchema } from '@/lib/schemas/profile';
import { body, register, type Account } from '@/server/test/accounts';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const update = {
  firstName: 'Zeynep',
  lastName: 'Kaya',
  phone: '+49 151 2345678',
  maritalStatus: 'married',
  preferredLanguage: 'en',
};
const put = (account: Account, json: unknown, lang?: string) =>
  ctx.api('PUT', '/api/profile', { json, token: account.access_token, ...(lang && { lang }) });

test('GET /profile and GET /auth/profile answer the same profile', async () => {
  const account = await register(ctx, { lang: 'tr' });
  const fileId = crypto.randomUUID();
  await ctx.deps.db.update(users).set({ avatarFileId: fileId }).where(eq(users.id, account.user.id));
  const res = await ctx.api('GET', '/api/profile', { token: account.access_token });
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data).toEqual({
    id: account.user.id,
    email: account.email,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: null,
    maritalStatus: null,
    preferredLanguage: 'tr',
    status: 'active',
    birthDate: null,
    gender: null,
    avatarUrl: `/files/${fileId}`,
    memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    emailVerified: false,
    pendingEmail: null,
  });
  expect(JSON.stringify(data)).not.toMatch(/argon2|password/i);
  // The answer is exactly the shared response schema the browser's types come from.
  expect(profileSchema.strict().parse(data)).toEqual(data);
  const alias = await ctx.api('GET', '/api/auth/profile', { token: account.access_token });
  expect((await body(alias)).data).toEqual(data);
});

test('PUT /profile updates the fields and keeps the e-mail when none is sent', async () => {
  const account = await register(ctx);
  const res = await put(account, update);
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data).toMatchObject({ ...update, email: account.email });
  expect((await body(await ctx.api('GET', '/api/profile', { token: account.access_token }))).data).toEqual(data);
  // An empty phone clears it; an omitted one stays.
  expect((await body(await put(account, { ...update, phone: '' }))).data.phone).toBeNull();
  expect((await body(await put(account, { ...update, phone: '123456', maritalStatus: null }))).data).toMatchObject({
    phone: '123456',
    maritalStatus: null,
  });
  expect((await body(await put(account, { firstName: 'Z', lastName: 'K', preferredLanguage: 'de' }))).data.phone).toBe(
    '123456',
  );
});

test('an e-mail change is normalised, and a taken address answers 409 EMAIL_TAKEN', async () => {
  const account = await register(ctx);
  const other = await register(ctx);
  const res = await put(account, { ...update, email: other.email.toUpperCase() }, 'de');
  expect(res.status).toBe(409);
  expect((await body(res)).error).toEqual({
    code: 'EMAIL_TAKEN',
    message: 'Diese E-Mail-Adresse ist bereits registriert.',
    fields: { email: 'Diese E-Mail-Adresse ist bereits registriert.' },
  });
  const fresh = `New.${account.email}`;
  // The new address waits for its link (src/server/auth/verify-email.test.ts follows it).
  expect((await body(await put(account, { ...update, email: fresh }))).data).toMatchObject({
    email: account.email,
    pendingEmail: fresh.toLowerCase(),
  });
  // Sending one's own address back is not a conflict.
  expect((await put(account, { ...update, email: account.email })).status).toBe(200);
});

test('unknown and server-owned fields in PUT /profile change nothing', async () => {
  const account = await register(ctx);
  const res = await put(account, {
    ...update,
    id: crypto.randomUUID(),
    status: 'banned',
    onboardingCompleted: true,
    passwordHash: 'x',
    avatarFileId: crypto.randomUUID(),
    createdAt: '2000-01-01',
  });
  expect(res.status).toBe(200);
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, account.user.id));
  expect(row).toMatchObject({ status: 'active', onboardingCompleted: false, avatarFileId: null });
  expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
});

test('invalid input answers 400 with localised field errors', async () => {
  const account = await register(ctx);
  const res = await put(
    account,
    { ...update, firstName: '', phone: '12', maritalStatus: 'complicated', preferredLanguage: 'fr' },
    'en',
  );
  expect(res.status).toBe(400);
  const { error } = await body(res);
  expect(error.fields).toEqual({
    firstName: 'This field is required.',
    phone: expect.stringMatching(/^The phone number must contain at least/),
    maritalStatus: 'Invalid value.',
    preferredLanguage: 'Invalid value.',
  });
});

test('each user reaches only their own profile; no token answers 401 Unauthorized', async () => {
  const alice = await register(ctx, { firstName: 'Alice' });
  const bob = await register(ctx, { firstName: 'Bob' });
  await put(bob, { ...update, firstName: 'Robert' });
  expect((await body(await ctx.api('GET', '/api/profile', { token: alice.access_token }))).data.firstName).toBe(
    'Alice',
  );
  expect((await body(await ctx.api('GET', '/api/profile', { token: bob.access_token }))).data.firstName).toBe('Robert');
  for (const [method, path] of [
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['DELETE', '/api/profile'],
    ['POST', '/api/profile/change-password'],
    ['GET', '/api/auth/profile'],
  ] as const) {
    const res = await ctx.api(method, path, method === 'GET' ? {} : { json: {} });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect((await body(res)).message).toBe('Unauthorized');
  }
});
