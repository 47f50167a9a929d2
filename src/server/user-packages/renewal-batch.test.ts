import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  liveEvents,
  mailOutbox,
  notifications,
  payments,
  receiptSellers,
  userPackages,
  users,
} from '@/server/db/schema';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext, pdfText, tokenNow } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { renewDuePackages } from './renewal';

// Decision 091: the job renews a batch in a few statements and queues each receipt mail as a composed mail, whose
// PDF the outbox renders from the payment row when it sends it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function customersWithPackages(count: number, code = 'STANDARD') {
  const bought = [];
  for (let i = 0; i < count; i++) {
    const { user, token } = await createUser(ctx, { preferredLanguage: 'de' });
    await buy(ctx, token, code);
    bought.push(user);
  }
  // The purchases' own receipts go out first: what the outbox holds afterwards is the renewals'.
  await ctx.deps.mailer.flush();
  return bought;
}

const renewalsOf = (ids: string[]) =>
  ctx.deps.db
    .select()
    .from(payments)
    .where(inArray(payments.userId, ids))
    .then((rows) => rows.filter((p) => p.kind === 'renewal'));

test('two runs at once, in small batches, renew each package exactly once, with gapless receipt numbers', async () => {
  const bought = await customersWithPackages(7);
  const ids = bought.map((u) => u.id);
  travel(ctx, 31 * DAY);
  const now = ctx.deps.now();
  // Batches of two, two processes' worth: on PostgreSQL they skip each other's locked rows and share the work.
  await Promise.all([renewDuePackages(ctx.deps, now, 2), renewDuePackages(ctx.deps, now, 2)]);
  await renewDuePackages(ctx.deps, now, 2);
  const renewals = await renewalsOf(ids);
  expect(renewals.map((p) => p.userId).sort()).toEqual([...ids].sort());
  const numbers = renewals.map((p) => Number(p.receiptNumber!.split('-')[1])).sort((a, b) => a - b);
  expect(numbers.at(-1)! - numbers[0]!).toBe(numbers.length - 1);
  const packages = await ctx.deps.db.select().from(userPackages).where(inArray(userPackages.userId, ids));
  expect(packages.every((p) => p.status === 'active' && p.endDate! > now)).toBe(true);
  // Each payment announced once: its notification (mailed), its live event, its receipt mail queued.
  const told = await ctx.deps.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, ids))
    .then((rows) => rows.filter((n) => n.idempotencyKey.startsWith('payment:')));
  const renewalKeys = renewals.map((p) => `payment:${p.id}:received`).sort();
  const renewalsTold = told.filter((n) => renewalKeys.includes(n.idempotencyKey));
  expect(renewalsTold.map((n) => n.idempotencyKey).sort()).toEqual(renewalKeys);
  expect(renewalsTold.every((n) => n.emailedAt !== null)).toBe(true);
  const events = await ctx.deps.db.select().from(liveEvents).where(inArray(liveEvents.userId, ids));
  expect(events.filter((e) => e.type === 'notification').length).toBeGreaterThanOrEqual(14);
});

test('a receipt mail is queued without its PDF; the outbox renders it from the payment row when it sends it', async () => {
  const [user] = await customersWithPackages(1);
  travel(ctx, 31 * DAY);
  await renewDuePackages(ctx.deps, ctx.deps.now());
  const [renewal] = await renewalsOf([user!.id]);
  const [queued] = await ctx.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `receipt:${renewal!.id}`));
  // A few bytes in the outbox instead of a PDF: what the mail will be, not the mail.
  expect(queued?.message).toEqual({ compose: { kind: 'receipt', ref: renewal!.id } });
  expect(queued?.status).toBe('pending');

  // Changed after the payment: the mail's language and address are the account's, the receipt's data the payment's.
  await ctx.deps.db
    .update(users)
    .set({ firstName: 'Später', email: `later-${user!.email}` })
    .where(eq(users.id, user!.id));
  // The seller the payment was issued by, not the one read at sending time: its kept row is what the PDF names.
  const [issuer] = await ctx.deps.db.select().from(receiptSellers).where(eq(receiptSellers.key, renewal!.sellerKey!));
  await ctx.deps.db
    .update(receiptSellers)
    .set({ seller: { ...issuer!.seller, name: 'Ausstellerin zum Zahlungstag GmbH' } })
    .where(eq(receiptSellers.key, issuer!.key));
  const [mail] = await findMails(ctx.deps.mailer.outboxDir!, (m) => m.to === `later-${user!.email}`);
  expect(mail?.subject).toContain(renewal!.receiptNumber!);
  expect(mail?.attachments.map((a) => a.filename)).toEqual([`receipt-${renewal!.receiptNumber}.pdf`]);
  const text = await pdfText(mail!.attachments[0]!.content);
  expect(text).toContain(renewal!.receiptNumber!);
  expect(text).toContain(renewal!.customerName!);
  expect(text).not.toContain('Später');
  expect(text).toContain('Ausstellerin zum Zahlungstag GmbH');
  expect(text).toContain('99,00');
  const [sent] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
  expect([sent?.status, sent?.message]).toEqual(['sent', null]);
});

test('a receipt mail whose account is gone before it is sent goes nowhere and leaves the outbox', async () => {
  const [user] = await customersWithPackages(1);
  travel(ctx, 31 * DAY);
  await renewDuePackages(ctx.deps, ctx.deps.now());
  const [renewal] = await renewalsOf([user!.id]);
  await ctx.api('DELETE', '/api/profile', { token: await tokenNow(ctx, user!.id) });
  await ctx.deps.mailer.flush();
  const [row] = await ctx.deps.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.idempotencyKey, `%${renewal!.id}`));
  expect([row?.status, row?.message]).toEqual(['sent', null]);
  expect(await findMails(ctx.deps.mailer.outboxDir!, (m) => m.to === user!.email, 0, 0)).toHaveLength(1);
});
