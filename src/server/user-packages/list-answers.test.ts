import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { packages, userPackages, userPackageSteps } from '@/server/db/schema';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext, getData, tokenNow } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { DAY_MS } from './periods';
import { listHoldsUntil } from './list-answers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const list = (token: string, lang = 'en') => getData(ctx, '/api/user-packages', token, lang);

test('the kept list follows every change to its rows, whichever path makes it', async () => {
  const { user, token } = await createUser(ctx);
  expect(await list(token)).toEqual([]);
  await buy(ctx, token, 'STANDARD');
  const [bought] = await list(token);
  expect(bought.autoRenew).toBe(true);
  expect(
    (await ctx.api('PATCH', `/api/user-packages/${bought.id}`, { token, json: { autoRenew: false } })).status,
  ).toBe(200);
  expect((await list(token))[0].autoRenew).toBe(false);
  // Rows changed outside the customer's routes: a step (as staff do), the package row, the catalog entry's name.
  await ctx.deps.db
    .update(userPackageSteps)
    .set({ notes: 'Apostil bekleniyor' })
    .where(eq(userPackageSteps.userPackageId, bought.id));
  expect((await list(token))[0].steps[0].notes).toBe('Apostil bekleniyor');
  await ctx.deps.db.update(userPackages).set({ progress: 40 }).where(eq(userPackages.userId, user.id));
  expect((await list(token))[0].progress).toBe(40);
  await ctx.deps.db
    .update(packages)
    .set({ text: sql`jsonb_set(${packages.text}, '{en,name}', '"Standard (renamed)"')` })
    .where(eq(packages.code, 'STANDARD'));
  expect((await list(token))[0].package.name).toBe('Standard (renamed)');
  // Each language is kept on its own.
  expect((await list(token, 'de'))[0].package.name).not.toBe('Standard (renamed)');
});

test('days left move with the clock alone: the kept list holds until the next one ends', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  const [first] = await list(token);
  travel(ctx, 60 * 1000);
  expect((await list(await tokenNow(ctx, user.id)))[0].remainingDays).toBe(first.remainingDays);
  travel(ctx, DAY_MS);
  expect((await list(await tokenNow(ctx, user.id)))[0].remainingDays).toBe(first.remainingDays - 1);
});

test('the moment a list stops holding is the first package whose days left drop', () => {
  const end = Date.parse('2026-12-10T12:00:00Z');
  const now = Date.parse('2026-12-01T18:00:00Z'); // 8.75 days left: 9, until 8 days before the end
  const until = listHoldsUntil([
    { endDate: new Date(end).toISOString(), remainingDays: Math.ceil((end - now) / DAY_MS) },
    { endDate: null, remainingDays: null },
    { endDate: '2026-01-01T00:00:00.000Z', remainingDays: 0 },
  ]);
  expect(new Date(until).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  expect(listHoldsUntil([])).toBe(Infinity);
  // A withdrawal period that ends first: the answer's withdrawableUntil (and its button) goes at that instant.
  const withdrawal = listHoldsUntil([
    { endDate: new Date(end).toISOString(), remainingDays: 9, withdrawableUntil: '2026-12-01T20:30:00.000Z' },
  ]);
  expect(new Date(withdrawal).toISOString()).toBe('2026-12-01T20:30:00.000Z');
});

test('the withdrawal period ends with the clock alone: the kept list stops offering it at that instant', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  const [bought] = await list(token);
  expect(bought.withdrawableUntil).not.toBeNull();
  // The test clock runs on from the real one, so a second's margin before the end.
  travel(ctx, Date.parse(bought.withdrawableUntil) - ctx.deps.now().getTime() - 1000);
  expect((await list(await tokenNow(ctx, user.id)))[0].withdrawableUntil).toBe(bought.withdrawableUntil);
  travel(ctx, 1000);
  expect((await list(await tokenNow(ctx, user.id)))[0].withdrawableUntil).toBeNull();
});
