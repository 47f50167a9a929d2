import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { payments, userPackages } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { travel } from '@/server/test/accounts';
import { buy, getData, catalogContext, tokenNow } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { addMonths } from './periods';
import { packageRenewalJob } from './renewal';
import { setStepStatus } from './steps';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function stateOf(userId: string) {
  const [pkg] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId));
  const paid = await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId));
  return {
    pkg: pkg!,
    payments: paid.sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.receiptNumber!.localeCompare(b.receiptNumber!),
    ),
  };
}

test('a monthly package with auto-renew is charged again at the end of its month, once, with a receipt mail', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  const bought = await stateOf(user.id);
  travel(ctx, 31 * DAY);
  expect(await runJob(ctx.deps, packageRenewalJob)).toBe(true);
  expect(await runJob(ctx.deps, packageRenewalJob)).toBe(true);

  const renewed = await stateOf(user.id);
  expect(renewed.pkg.status).toBe('active');
  expect(renewed.pkg.endDate).toEqual(addMonths(bought.pkg.startDate, 2));
  expect(renewed.payments.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
    ['purchase', 'succeeded', 9900],
    ['renewal', 'succeeded', 9900],
  ]);
  expect(renewed.payments[1]?.periodStart).toEqual(bought.pkg.endDate);
  const mails = (await readOutbox(ctx.deps.mailer.outboxDir!, 2)).filter((m) => m.to === user.email);
  expect(mails.map((m) => m.attachments[0]?.filename)).toEqual(
    renewed.payments.map((p) => `receipt-${p.receiptNumber}.pdf`),
  );
  const view = await getData(ctx, '/api/user-packages', await tokenNow(ctx, user.id));
  expect(view[0].remainingDays).toBeGreaterThan(25);
});

test('with auto-renew off the package ends as cancelled at the end of the paid month; nothing is charged', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  const { pkg } = await stateOf(user.id);
  await ctx.api('PATCH', `/api/user-packages/${pkg.id}`, { token, json: { autoRenew: false } });
  travel(ctx, 31 * DAY);
  await runJob(ctx.deps, packageRenewalJob);
  const after = await stateOf(user.id);
  expect(after.pkg.status).toBe('cancelled');
  expect(after.payments).toHaveLength(1);
  const [view] = await getData(ctx, '/api/user-packages', await tokenNow(ctx, user.id));
  expect(view).toMatchObject({ status: 'cancelled', remainingDays: 0, renewable: false });
});

test('a monthly package runs its term month by month and then expires; missed months are charged one by one', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  // The server was down for three months: the run catches up, month by month, and ends the 3-month term.
  travel(ctx, 95 * DAY);
  await runJob(ctx.deps, packageRenewalJob);
  const after = await stateOf(user.id);
  expect(after.pkg.status).toBe('expired');
  expect(after.pkg.endDate).toEqual(after.pkg.termEndDate);
  expect(after.payments.map((p) => p.kind)).toEqual(['purchase', 'renewal', 'renewal']);
  const numbers = after.payments.map((p) => p.receiptNumber);
  expect(new Set(numbers).size).toBe(3);
});

test('a one-time package expires at its end; a finished process ends as completed and is not renewed', async () => {
  const oneTime = await createUser(ctx);
  await buy(ctx, oneTime.token, 'DOCUMENT_CHECK');
  const finished = await createUser(ctx);
  await buy(ctx, finished.token, 'PREMIUM');
  const { pkg } = await stateOf(finished.user.id);
  for (const step of ['assessment', 'documents', 'recognition', 'language', 'job-search', 'work-permit', 'visa'])
    await setStepStatus(ctx.deps, { userPackageId: pkg.id, stepKey: step, status: 'completed', staffId: null });
  travel(ctx, 32 * DAY);
  await runJob(ctx.deps, packageRenewalJob);
  expect((await stateOf(oneTime.user.id)).pkg.status).toBe('expired');
  const done = await stateOf(finished.user.id);
  expect([done.pkg.status, done.payments.length]).toEqual(['completed', 1]);
});

test('two servers running the job at once renew each package once', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'PREMIUM');
  travel(ctx, 31 * DAY);
  const ran = await Promise.all([runJob(ctx.deps, packageRenewalJob), runJob(ctx.deps, packageRenewalJob)]);
  expect(ran).toContain(true);
  expect((await stateOf(user.id)).payments.map((p) => p.kind)).toEqual(['purchase', 'renewal']);
});

test('once Stripe takes the payments, test-mode packages are no longer renewed', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'STANDARD');
  ctx.deps.env.STRIPE_SECRET_KEY = 'sk_test_switched';
  try {
    travel(ctx, 31 * DAY);
    await runJob(ctx.deps, packageRenewalJob);
  } finally {
    delete ctx.deps.env.STRIPE_SECRET_KEY;
  }
  const after = await stateOf(user.id);
  expect([after.pkg.status, after.payments.length]).toEqual(['expired', 1]);
});
