import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  customerListRevisions,
  mailOutbox,
  notificationPreferences,
  notifications,
  payments,
} from '@/server/db/schema';
import { notifyMany } from '@/server/notifications/notify-many';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { renewDuePackages } from './renewal';

// Decision 107: the renewal batch switches off the customers' list-revision triggers of its payments' and
// notifications' inserts (migration 0031) and bumps each owner's number itself, once, at its end; the kept payments
// and notifications lists (decision 103) must still see the new rows.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const revisionsOf = async (ids: string[]) =>
  new Map(
    (await ctx.deps.db.select().from(customerListRevisions).where(inArray(customerListRevisions.userId, ids))).map(
      (r) => [r.userId, r.rev],
    ),
  );

test('a renewal batch bumps each owner’s list revision once for its payment and notification; other writers still bump', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { user, token } = await createUser(ctx);
    await buy(ctx, token, 'STANDARD');
    ids.push(user.id);
  }
  const before = await revisionsOf(ids);
  expect(before.size).toBe(4);
  travel(ctx, 31 * DAY);
  // Batches of three, two workers on PostgreSQL: the owners spread over batches, each bumped by its own.
  await renewDuePackages(ctx.deps, ctx.deps.now(), 3, 2);
  const after = await revisionsOf(ids);
  // The triggers would have bumped twice (the notification's insert and the payment's): the batch bumps once.
  for (const id of ids) expect(after.get(id)).toBe(before.get(id)! + 1);
  // The switch was the batch's transaction's only: a later batch of notifications bumps through the trigger again.
  await ctx.deps.db.transaction((tx) =>
    notifyMany(tx, () => {}, ctx.deps.now(), 'step_completed', [
      { userId: ids[0]!, key: 'later', params: {}, link: '/dashboard' },
    ]),
  );
  expect((await revisionsOf([ids[0]!])).get(ids[0]!)).toBe(before.get(ids[0]!)! + 2);
});

test('a customer who declined payment e-mails gets the renewal’s notification without a receipt mail; the others get one', async () => {
  const [declining, receiving] = [await createUser(ctx), await createUser(ctx)];
  for (const { token } of [declining, receiving]) await buy(ctx, token, 'STANDARD');
  await ctx.deps.db
    .insert(notificationPreferences)
    .values({ userId: declining.user.id, kind: 'payment_received', email: false });
  travel(ctx, 31 * DAY);
  await renewDuePackages(ctx.deps, ctx.deps.now(), 10);
  for (const [{ user }, mailed] of [
    [declining, false],
    [receiving, true],
  ] as const) {
    const [renewal] = await ctx.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'renewal')));
    const [note] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.idempotencyKey, `payment:${renewal!.id}:received`));
    expect(note!.emailedAt !== null).toBe(mailed);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `receipt:${renewal!.id}`));
    expect(mails).toHaveLength(mailed ? 1 : 0);
  }
});
