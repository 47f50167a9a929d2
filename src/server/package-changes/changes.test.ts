import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { packages, payments, userPackages } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { body, travel } from '@/server/test/accounts';
import { buy, catalogContext, getData, openCheckout, payWithCard, SUCCEEDS, tokenNow } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { packageRenewalJob } from '@/server/user-packages/renewal';
import { setStepStatus } from '@/server/user-packages/steps';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const activeOf = (userId: string) =>
  ctx.deps.db
    .select({ row: userPackages, code: packages.code })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(and(eq(userPackages.userId, userId), eq(userPackages.status, 'active')));

test('a second monthly package while one is active is refused with 409 PACKAGE_CHANGE_REQUIRED, in the caller’s language', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  for (const [lang, text] of [
    ['de', 'Sie haben bereits ein Monatspaket.'],
    ['tr', 'Hesabınızda zaten aylık bir paket var.'],
  ] as const) {
    const res = await ctx.api('POST', '/api/checkout-sessions', { token, lang, json: { packageId: 'PREMIUM' } });
    expect(res.status).toBe(409);
    const answer = await body(res);
    expect(answer.error.code).toBe('PACKAGE_CHANGE_REQUIRED');
    expect(answer.error.message).toContain(text);
  }
  // A one-time package beside it is still sold.
  expect(
    (await ctx.api('POST', '/api/checkout-sessions', { token, json: { packageId: 'DOCUMENT_CHECK' } })).status,
  ).toBe(201);
  expect(await activeOf(user.id)).toHaveLength(1);
});

test('an upgrade is quoted, charged the prorated difference on the test page, and switches the package keeping shared steps', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  const [bought] = await activeOf(user.id);
  await setStepStatus(ctx.deps, {
    userPackageId: bought!.row.id,
    stepKey: 'assessment',
    status: 'completed',
    staffId: null,
  });
  travel(ctx, 10 * DAY);
  const fresh = await tokenNow(ctx, user.id);
  const path = `/api/user-packages/${bought!.row.id}/change`;

  const quote = await getData(ctx, `${path}?packageId=PREMIUM`, fresh);
  expect(quote.direction).toBe('upgrade');
  expect(quote.remainingDays).toBeGreaterThan(15);
  // (199 − 99 €) × remaining ÷ period days, in cents.
  expect(quote.amountCents).toBe(Math.round((10000 * quote.remainingDays) / quote.periodDays));

  const res = await ctx.api('POST', path, { token: fresh, json: { packageId: 'PREMIUM' } });
  expect(res.status).toBe(201);
  const session = (await body(res)).data;
  expect(session).toMatchObject({ amountCents: quote.amountCents, status: 'open' });
  // Not switched before it is paid.
  expect((await activeOf(user.id))[0]!.code).toBe('STANDARD');
  expect((await payWithCard(ctx, session.id, SUCCEEDS)).status).toBe(303);

  const after = await activeOf(user.id);
  expect(after.map((a) => a.code)).toEqual(['PREMIUM']);
  expect(after[0]!.row.id).toBe(bought!.row.id);
  expect(after[0]!.row.priceCents).toBe(19900);
  const view = await getData(ctx, `/api/user-packages/${bought!.row.id}`, fresh);
  expect(view.steps.find((s: { key: string }) => s.key === 'assessment').status).toBe('completed');
  expect(view.steps.map((s: { key: string }) => s.key)).toContain('language');
  const paid = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  expect(paid.map((p) => [p.kind, p.amountCents]).sort()).toEqual([
    ['purchase', 9900],
    ['upgrade', quote.amountCents],
  ]);
});

test('a downgrade is scheduled for the period end, can be dropped, and switches at the renewal at the new price', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'PREMIUM');
  const [bought] = await activeOf(user.id);
  const path = `/api/user-packages/${bought!.row.id}/change`;
  const res = await ctx.api('POST', path, { token, json: { packageId: 'STANDARD' } });
  expect(res.status).toBe(200);
  const scheduled = (await body(res)).data;
  expect(scheduled.scheduledChange).toEqual({ packageCode: 'STANDARD', at: bought!.row.endDate!.toISOString() });
  expect(scheduled.package.code).toBe('PREMIUM');

  const dropped = await ctx.api('DELETE', path, { token });
  expect((await body(dropped)).data.scheduledChange).toBeNull();
  expect((await ctx.api('DELETE', path, { token, lang: 'en' })).status).toBe(409);
  expect((await ctx.api('POST', path, { token, json: { packageId: 'STANDARD' } })).status).toBe(200);

  travel(ctx, 32 * DAY);
  expect(await runJob(ctx.deps, packageRenewalJob)).toBe(true);
  const after = await activeOf(user.id);
  expect(after.map((a) => [a.code, a.row.priceCents, a.row.scheduledPackageId])).toEqual([['STANDARD', 9900, null]]);
  const paid = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  expect(paid.map((p) => [p.kind, p.amountCents]).sort()).toEqual([
    ['purchase', 19900],
    ['renewal', 9900],
  ]);
});

test('changes are refused where they make no sense; another user’s package is 404', async () => {
  const { token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  const [mine] = await getData(ctx, '/api/user-packages', token);
  const path = `/api/user-packages/${mine.id}/change`;
  const code = async (packageId: string, t = token) =>
    (await body(await ctx.api('POST', path, { token: t, json: { packageId } }))).error?.code;
  expect(await code('BASIC')).toBe('SAME_PACKAGE');
  expect(await code('DOCUMENT_CHECK')).toBe('PACKAGE_CHANGE_MONTHLY_ONLY');
  expect(await code('NOPE')).toBe('NOT_FOUND');
  expect(await code('STANDARD', (await createUser(ctx)).token)).toBe('NOT_FOUND');
});

test('the database holds one active monthly package per customer, even when two paid checkouts race', async () => {
  const { user, token } = await createUser(ctx);
  // Both opened before either was paid: the checkout route has nothing to refuse yet.
  const a = await openCheckout(ctx, token, 'BASIC');
  const b = await openCheckout(ctx, token, 'STANDARD');
  const answers = await Promise.all([payWithCard(ctx, a.id, SUCCEEDS), payWithCard(ctx, b.id, SUCCEEDS)]);
  expect(answers.map((r) => r.status)).toEqual([303, 303]);
  expect(await activeOf(user.id)).toHaveLength(1);
  const rows = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
  expect(rows.map((r) => r.status).sort()).toEqual(['active', 'cancelled']);

  // And not only the code: a second active monthly row is refused by the index itself.
  const [active] = await activeOf(user.id);
  const { id: _id, contractNumber: _n, ...copy } = active!.row;
  await expect(
    ctx.deps.db.insert(userPackages).values({ ...copy, checkoutSessionId: crypto.randomUUID() }),
  ).rejects.toThrow();
});

test('five change requests at once open one checkout, paid once, and never a second active package', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  const [mine] = await getData(ctx, '/api/user-packages', token);
  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      ctx.api('POST', `/api/user-packages/${mine.id}/change`, { token, json: { packageId: 'PREMIUM' } }),
    ),
  );
  expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
  const sessions = new Set(await Promise.all(results.map(async (r) => (await body(r)).data.id as string)));
  expect(sessions.size).toBe(1);
  await Promise.all([...sessions, ...sessions].map((id) => payWithCard(ctx, id, SUCCEEDS)));
  const after = await activeOf(user.id);
  expect(after.map((a) => a.code)).toEqual(['PREMIUM']);
  const upgrades = await ctx.deps.db.select().from(payments).where(eq(payments.kind, 'upgrade'));
  expect(upgrades.filter((p) => p.userId === user.id)).toHaveLength(1);
});
