import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications, payments } from '@/server/db/schema';
import { updateEmailPreferences } from '@/server/notifications/preferences';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { onPaymentReceived } from './payment-received';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const mailsTo = async (to: string) => (await readOutbox(ctx.deps.mailer.outboxDir!, 0)).filter((m) => m.to === to);
const notificationsOf = (userId: string) =>
  ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

test('a payment writes one payment_received notification whose mail is the receipt; reporting it again adds nothing', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'en' });
  await buy(ctx, token, 'STANDARD');
  const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  const [written] = await notificationsOf(user.id);
  expect(written).toMatchObject({
    kind: 'payment_received',
    idempotencyKey: `payment:${payment!.id}:received`,
    params: { amountCents: 9900, currency: 'EUR' },
    link: '/dashboard/payments',
  });
  expect(written!.emailedAt).not.toBeNull();
  await readOutbox(ctx.deps.mailer.outboxDir!, 1);
  const mails = await mailsTo(user.email);
  expect(mails.map((m) => m.attachments.map((a) => a.contentType))).toEqual([['application/pdf']]);

  // A second report of the same payment (a repeated webhook, a retried job) writes and mails nothing.
  await onPaymentReceived(ctx.deps, payment!.id);
  expect(await notificationsOf(user.id)).toHaveLength(1);
  expect(await mailsTo(user.email)).toHaveLength(1);

  // The API shows it, worded by its keys.
  const res = await ctx.api('GET', '/api/notifications', { token, lang: 'en' });
  const { data } = (await res.json()) as { data: { items: { kind: string; params: object }[]; unread: number } };
  expect(data.unread).toBe(1);
  expect(data.items[0]).toMatchObject({ kind: 'payment_received', params: { amountCents: 9900, currency: 'EUR' } });
});

test('with payment mails turned off the notification is still written, and no receipt mail goes out', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'de' });
  await updateEmailPreferences(ctx.deps.db, user.id, { email: { payment_received: false } });
  await buy(ctx, token, 'BASIC');
  const written = await notificationsOf(user.id);
  expect(written.map((n) => [n.kind, n.emailedAt])).toEqual([['payment_received', null]]);
  expect(await mailsTo(user.email)).toEqual([]);
});
