import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { customerListRevisions, packageRevisions, payments, userPackages } from '@/server/db/schema';
import { notifyMany } from '@/server/notifications/notify-many';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { renewDuePackages } from './renewal';

// Decision 100: two batches at once on PostgreSQL (one on PGlite), and the owners' package revisions bumped by the
// batch in one statement instead of the per-row deferred trigger, which the batch switches off for itself only.
// Decision 107: their customer list revisions too, instead of the payments' and notifications' insert triggers.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const revisionsOf = async (ids: string[]) =>
  new Map(
    (await ctx.deps.db.select().from(packageRevisions).where(inArray(packageRevisions.userId, ids))).map((r) => [
      r.userId,
      r.rev,
    ]),
  );
const listRevisionsOf = async (ids: string[]) =>
  new Map(
    (await ctx.deps.db.select().from(customerListRevisions).where(inArray(customerListRevisions.userId, ids))).map(
      (r) => [r.userId, r.rev],
    ),
  );

test('two workers in batches of one renew each package once with gapless numbers; each owner’s revisions move once', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const { user, token } = await createUser(ctx);
    await buy(ctx, token, 'STANDARD');
    ids.push(user.id);
  }
  const before = await revisionsOf(ids);
  const listsBefore = await listRevisionsOf(ids);
  expect(before.size).toBe(6);
  expect(listsBefore.size).toBe(6);
  travel(ctx, 31 * DAY);
  const now = ctx.deps.now();
  await renewDuePackages(ctx.deps, now, 1, 2);
  const renewals = (await ctx.deps.db.select().from(payments).where(inArray(payments.userId, ids))).filter(
    (p) => p.kind === 'renewal',
  );
  expect(renewals.map((p) => p.userId).sort()).toEqual([...ids].sort());
  const numbers = renewals.map((p) => Number(p.receiptNumber!.split('-')[1])).sort((a, b) => a - b);
  expect(numbers.at(-1)! - numbers[0]!).toBe(numbers.length - 1);
  // Bumped exactly once by the batch: the trigger queued nothing for the batch's own update.
  const after = await revisionsOf(ids);
  for (const id of ids) expect(after.get(id)).toBe(before.get(id)! + 1);
  // The list revisions once too: the triggers would have bumped twice (the notification's insert, the payment's).
  const listsAfter = await listRevisionsOf(ids);
  for (const id of ids) expect(listsAfter.get(id)).toBe(listsBefore.get(id)! + 1);
  // The switch was the batch's transaction's only: any later change of a package bumps its owner again.
  await ctx.deps.db.update(userPackages).set({ notes: 'later' }).where(eq(userPackages.userId, ids[0]!));
  expect((await revisionsOf([ids[0]!])).get(ids[0]!)).toBe(before.get(ids[0]!)! + 2);
  await ctx.deps.db.transaction((tx) =>
    notifyMany(tx, () => {}, ctx.deps.now(), 'step_completed', [
      { userId: ids[0]!, key: 'later', params: {}, link: '/dashboard' },
    ]),
  );
  expect((await listRevisionsOf([ids[0]!])).get(ids[0]!)).toBe(listsBefore.get(ids[0]!)! + 2);
});
