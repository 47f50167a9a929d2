import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox, notificationPreferences, notifications, payments } from '@/server/db/schema';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { renewDuePackages } from './renewal';

// Decision 107: the batch's opted-out lookup (`notifyMany`) names its users as one json parameter; a customer who
// declined payment e-mails still gets the notification, without the receipt mail.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

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
