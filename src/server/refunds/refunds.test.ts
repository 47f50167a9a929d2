import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications, payments, userPackages } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { buy, catalogContext, getData, pdfText } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { auditRows, createStaff } from '@/server/test/staff';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
let admin: string;
let advisor: string;
beforeAll(async () => {
  ctx = await catalogContext();
  admin = (await createStaff(ctx, 'admin')).token;
  advisor = (await createStaff(ctx, 'advisor')).token;
});
afterAll(() => ctx.close());

async function customerWith(code: string, preferredLanguage: 'tr' | 'en' | 'de' = 'de') {
  const buyer = await createUser(ctx, { preferredLanguage });
  await buy(ctx, buyer.token, code);
  const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, buyer.user.id));
  return { ...buyer, payment: payment! };
}

const refund = (paymentId: string, json: unknown, token = admin, lang = 'en') =>
  ctx.api('POST', `/api/staff/payments/${paymentId}/refunds`, { token, lang, json });

test('a partial then the rest: never above what is left, statuses on both sides, audited, the package kept until full', async () => {
  const { user, token, payment } = await customerWith('STANDARD');
  const first = await refund(payment.id, { amountCents: 2500, reason: 'Kulanz' });
  expect(first.status).toBe(201);
  const [seen] = (await body(first)).data;
  expect(seen).toMatchObject({ status: 'partially_refunded', refundedCents: 2500 });
  expect(seen.refunds[0].creditNoteNumber).toBe(`${payment.receiptNumber}-G1`);

  const tooMuch = await refund(payment.id, { amountCents: 7401, reason: 'x' }, admin, 'de');
  expect(tooMuch.status).toBe(409);
  expect((await body(tooMuch)).error).toMatchObject({ code: 'REFUND_TOO_MUCH' });
  expect((await body(await refund(payment.id, { amountCents: 0, reason: 'x' }))).error.code).toBe('VALIDATION_FAILED');
  // Advisors see the payments of their cases but cannot refund.
  expect((await refund(payment.id, { amountCents: 100, reason: 'x' }, advisor)).status).toBe(403);

  const mine = await getData(ctx, '/api/payments', token);
  expect(mine[0]).toMatchObject({ status: 'partially_refunded', refundedCents: 2500 });

  const rest = await body(await refund(payment.id, { amountCents: 7400, reason: 'Widerruf', keepPackage: true }));
  expect(rest.data[0]).toMatchObject({ status: 'refunded', refundedCents: 9900 });
  const [pkg] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
  expect(pkg?.status).toBe('active');
  const audit = (await auditRows(ctx)).filter((row) => row.action === 'payment.refund' && row.caseId === user.id);
  expect(audit.map((row) => row.detail)).toMatchObject([
    { amountCents: 2500, full: false },
    { amountCents: 7400, full: true, packageEnded: false },
  ]);
});

test('a full refund of the running period ends the package; the customer gets a notification and the credit note', async () => {
  const { user, token, payment } = await customerWith('BASIC', 'de');
  expect((await refund(payment.id, { amountCents: 4900, reason: 'Doppelt gebucht' })).status).toBe(201);
  const [pkg] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, user.id));
  expect(pkg).toMatchObject({ status: 'cancelled', autoRenew: false });

  const kinds = (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
    (n) => n.kind,
  );
  expect(kinds).toContain('payment_refunded');
  const [mail] = await findMails(
    ctx.deps.mailer.outboxDir!,
    (m) => m.to === user.email && m.subject.includes('Gutschrift'),
  );
  expect(mail?.attachments[0]?.filename).toBe(`credit-note-${payment.receiptNumber}-G1.pdf`);
  expect(await pdfText(mail!.attachments[0]!.content)).toContain('Gutschrift');

  const [listed] = await getData(ctx, '/api/payments', token);
  const res = await ctx.api('GET', `/api/${listed.refunds[0].creditNoteUrl.slice(1)}`, { token, lang: 'tr' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(text).toContain('İade belgesi');
  expect(text).toContain(`${payment.receiptNumber}-G1`);
  expect(text).toContain('Doppelt gebucht');
  // Another customer's credit note is not found.
  const other = await createUser(ctx);
  expect((await ctx.api('GET', `/api${listed.refunds[0].creditNoteUrl}`, { token: other.token })).status).toBe(404);
});

test('the console lists a case’s payments for the staff who may see it; refunds of a failed payment are refused', async () => {
  const { user, payment } = await customerWith('BASIC', 'en');
  const listed = await getData(ctx, `/api/staff/cases/${user.id}/payments`, admin);
  expect(listed.map((p: { id: string }) => p.id)).toEqual([payment.id]);
  // An advisor not assigned to this customer sees nothing of it.
  expect((await ctx.api('GET', `/api/staff/cases/${user.id}/payments`, { token: advisor })).status).toBe(404);
  await ctx.deps.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
  expect((await body(await refund(payment.id, { amountCents: 100, reason: 'x' }))).error.code).toBe(
    'PAYMENT_NOT_REFUNDABLE',
  );
});

test('two refunds at once for the whole amount: one succeeds, the other finds nothing left', async () => {
  const { payment } = await customerWith('BASIC', 'en');
  const answers = await Promise.all([
    refund(payment.id, { amountCents: 4900, reason: 'a' }),
    refund(payment.id, { amountCents: 4900, reason: 'b' }),
  ]);
  expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
  expect(row?.refundedCents).toBe(4900);
});
