import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { payments, userPackages } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { travel, travelTo } from '@/server/test/accounts';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { packageRenewalJob } from './renewal';

// Decision 113: each month ends a whole number of calendar months after the purchase (Berlin), never a month after
// the previous end. BASIC is monthly with a 3-month term. Chained ends paid a fourth month after a purchase on the
// 31st, and a purchase at an hour Berlin skips later in the term moved the last end an hour off the term's end.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
/** The test's clock runs on from where it was put: compared to the minute. */
const minute = (date: Date | null | undefined) => date?.toISOString().slice(0, 16);

async function termAfterThreeMonths(boughtAt: Date) {
  travelTo(ctx, boughtAt);
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  travel(ctx, 110 * DAY);
  await runJob(ctx.deps, packageRenewalJob);
  const [pkg] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
  const paid = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  const periods = paid
    .map((p) => [minute(p.periodStart), p.kind])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return { pkg: pkg!, periods };
}

test('bought on 31 January: the months end 28 Feb, 31 Mar, 30 Apr; three months charged, no fourth', async () => {
  const { pkg, periods } = await termAfterThreeMonths(new Date('2027-01-31T09:30:00Z')); // 10:30 CET
  expect(minute(pkg.termEndDate)).toBe('2027-04-30T08:30'); // 10:30 CEST
  expect(pkg.endDate?.toISOString()).toBe(pkg.termEndDate?.toISOString());
  expect(pkg.status).toBe('expired');
  expect(periods).toEqual([
    ['2027-01-31T09:30', 'purchase'],
    ['2027-02-28T09:30', 'renewal'],
    ['2027-03-31T08:30', 'renewal'],
  ]);
});

test('bought at 02:30 on 28 January 2027: 28 March has no 02:30 in Berlin, and the term still ends at 02:30 on 28 April', async () => {
  const { pkg, periods } = await termAfterThreeMonths(new Date('2027-01-28T01:30:00Z')); // 02:30 CET
  expect(minute(pkg.termEndDate)).toBe('2027-04-28T00:30'); // 02:30 CEST
  expect(pkg.endDate?.toISOString()).toBe(pkg.termEndDate?.toISOString());
  expect(periods.map(([, kind]) => kind)).toEqual(['purchase', 'renewal', 'renewal']);
  expect(periods[2]?.[0]).toBe('2027-03-28T01:30'); // 03:30 CEST: the skipped hour's time, that month only
});
