import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { loadEnv } from '@/server/env';
import { body, login, register } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { auditRows } from '@/server/test/staff';
import { ensureFirstAdmin } from './first-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'Ilk1Yonetici' });
});
afterAll(() => ctx.close());

/** A "restart": the same database with other variables. */
const restartWith = (vars: Record<string, string | undefined>) => {
  ctx.deps.env = { ...ctx.deps.env, ...vars };
  return ensureFirstAdmin(ctx.deps);
};

test('the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
  expect(await ensureFirstAdmin(ctx.deps)).toBe('created');
  const res = await login(ctx, 'boss@example.com', 'Ilk1Yonetici');
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data.user).toMatchObject({ email: 'boss@example.com', role: 'admin' });
  expect((await ctx.api('GET', '/api/staff/users', { token: data.access_token })).status).toBe(200);
  expect((await auditRows(ctx)).map((row) => [row.action, row.actorId, row.targetId])).toEqual([
    ['staff.firstAdmin', null, data.user.id],
  ]);
  expect(await ensureFirstAdmin(ctx.deps)).toBe('admin-exists');
  expect(await ctx.deps.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
});

test('a restart with another password or e-mail changes nothing', async () => {
  expect(await restartWith({ ADMIN_PASSWORD: 'Baska1Sifre' })).toBe('admin-exists');
  expect((await login(ctx, 'boss@example.com', 'Ilk1Yonetici')).status).toBe(200);
  expect((await login(ctx, 'boss@example.com', 'Baska1Sifre')).status).toBe(401);
  expect(await restartWith({ ADMIN_EMAIL: 'other@example.com' })).toBe('admin-exists');
  expect((await login(ctx, 'other@example.com', 'Baska1Sifre')).status).toBe(401);
  // Demoted by hand (say, after inviting others): still never overwritten while another admin exists.
  await ctx.deps.db.insert(users).values({
    email: 'second@example.com',
    passwordHash: 'x',
    firstName: 'S',
    lastName: 'A',
    role: 'admin',
    termsAcceptedAt: new Date(),
  });
  await ctx.deps.db.update(users).set({ role: 'advisor' }).where(eq(users.email, 'boss@example.com'));
  expect(await restartWith({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Ilk1Yonetici' })).toBe('admin-exists');
  const [boss] = await ctx.deps.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  expect(boss?.role).toBe('advisor');
});

test('an address that belongs to a customer is never turned into an admin', async () => {
  await ctx.deps.db.delete(users).where(eq(users.role, 'admin'));
  const customer = await register(ctx);
  expect(await restartWith({ ADMIN_EMAIL: customer.email, ADMIN_PASSWORD: 'Ilk1Yonetici' })).toBe('email-taken');
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, customer.email));
  expect(row?.role).toBe('customer');
  expect(await restartWith({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })).toBe('unset');
});

test('the variables are validated at start: both or neither, a real address, the password rule', () => {
  expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
    /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
  );
  expect(() => loadEnv({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'Ilk1Yonetici' })).toThrow(
    /ADMIN_EMAIL: must be an e-mail address/,
  );
  expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
    /ADMIN_PASSWORD: needs at least 8/,
  );
  expect(loadEnv({ ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'Ilk1Yonetici' }).ADMIN_EMAIL).toBe(
    'boss@example.com',
  );
});
