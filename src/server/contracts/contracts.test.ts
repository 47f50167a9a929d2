import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consents, payments, userPackages } from '@/server/db/schema';
import { body, travel } from '@/server/test/accounts';
import { catalogContext, openCheckout, payWithCard, SUCCEEDS, buy, getData } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { createStaff } from '@/server/test/staff';
import { createUser } from '@/server/test/users';
import { withdrawalRefund } from './withdraw';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());
const DAY = 24 * 60 * 60 * 1000;

const ORDINARY = { kind: 'ordinary', endsOn: 'earliest' } as const;

const packageOf = async (userId: string) =>
  (await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId)))[0]!;

test('signed in, "jetzt kündigen" stops the renewal at the period end and mails the date and time', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'de' });
  await buy(ctx, token, 'STANDARD');
  const pkg = await packageOf(user.id);
  const res = await ctx.api('POST', '/api/contracts/cancellations', {
    token,
    json: { ...ORDINARY, userPackageId: pkg.id },
  });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({ status: 'cancelled', endsAt: pkg.endDate!.toISOString() });
  expect(await packageOf(user.id)).toMatchObject({ status: 'active', autoRenew: false });
  const [mail] = await findMails(
    ctx.deps.mailer.outboxDir!,
    (m) => m.to === user.email && m.subject.startsWith('Kündigung'),
  );
  expect(mail?.subject).toBe(`Kündigungsbestätigung – Vertrag ${pkg.contractNumber}`);
  expect(mail?.text).toMatch(/am \d{1,2}\. \p{L}+ \d{4} um \d{1,2}:\d{2}:\d{2} MES?Z erhalten/u);
  expect(mail?.text).toContain('Art der Kündigung: ordentliche Kündigung');
  expect(mail?.text).toContain('Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt');
  // Another customer cannot cancel it.
  const other = await createUser(ctx);
  expect(
    (
      await ctx.api('POST', '/api/contracts/cancellations', {
        token: other.token,
        json: { ...ORDINARY, userPackageId: pkg.id },
      })
    ).status,
  ).toBe(404);
});

test('signed out: e-mail + contract number mail a link; the same answer for a wrong pair; the link cancels once', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'en' });
  await buy(ctx, token, 'BASIC');
  const pkg = await packageOf(user.id);
  const ask = (email: string, contractNumber: string) =>
    ctx.api('POST', '/api/contracts/cancellations', {
      lang: 'en',
      json: { ...ORDINARY, name: 'Ayşe Yılmaz', email, contractNumber },
    });
  const wrong = await ask(user.email, '2099-999999');
  expect((await body(wrong)).data).toEqual({ status: 'confirmation_sent' });
  expect((await body(await ask(user.email.toUpperCase(), pkg.contractNumber!))).data.status).toBe('confirmation_sent');
  const [mail] = await findMails(
    ctx.deps.mailer.outboxDir!,
    (m) => m.to === user.email && m.subject.startsWith('Confirm'),
  );
  const token2 = /token=([\w-]+)/.exec(mail!.text)![1]!;
  const confirmed = await ctx.api('POST', '/api/contracts/cancellations/confirm', { json: { token: token2 } });
  expect((await body(confirmed)).data.status).toBe('cancelled');
  expect((await packageOf(user.id)).cancelledAt).not.toBeNull();
  expect((await ctx.api('POST', '/api/contracts/cancellations/confirm', { json: { token: token2 } })).status).toBe(410);
});

test('the visitor forms are limited per e-mail address: the sixth cancellation request within the hour is 429', async () => {
  const email = `limited-${Date.now()}@example.com`;
  const ask = () =>
    ctx.api('POST', '/api/contracts/cancellations', {
      lang: 'de',
      json: { ...ORDINARY, name: 'Ayşe Yılmaz', email, contractNumber: '2026-000001' },
    });
  for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(200);
  const refused = await ask();
  expect(refused.status).toBe(429);
  expect((await body(refused)).error.message).toMatch(/\p{L}/u);
  // Withdrawals by a visitor share the address's count.
  const withdrawal = await ctx.api('POST', '/api/contracts/withdrawals', {
    json: { name: 'Ayşe Yılmaz', email, contractNumber: '2026-000001' },
  });
  expect(withdrawal.status).toBe(429);
});

test('withdrawal within 14 days: full refund without the early start, pro rata with it; the admin sees it', async () => {
  const plain = await createUser(ctx, { preferredLanguage: 'tr' });
  await buy(ctx, plain.token, 'BASIC');
  const early = await createUser(ctx, { preferredLanguage: 'de' });
  // Opened without the box, then ordered with it ticked: the request counts on the session that is paid.
  const earlySession = await openCheckout(ctx, early.token, 'STANDARD');
  const again = await ctx.api('POST', '/api/checkout-sessions', {
    token: early.token,
    json: { packageId: 'STANDARD', startEarly: true },
  });
  expect((await body(again)).data.id).toBe(earlySession.id);
  const [consent] = await ctx.deps.db.select().from(consents).where(eq(consents.userId, early.user.id));
  expect(consent).toMatchObject({ kind: 'start_early', checkoutSessionId: earlySession.id });
  expect(consent?.textVersion).toContain('example');
  await payWithCard(ctx, earlySession.id, SUCCEEDS);

  travel(ctx, 3 * DAY);
  const plainPkg = await packageOf(plain.user.id);
  const w1 = await ctx.api('POST', '/api/contracts/withdrawals', {
    lang: 'tr',
    json: { name: 'Ayşe Yılmaz', email: plain.user.email, contractNumber: plainPkg.contractNumber },
  });
  expect(w1.status).toBe(201);
  expect((await body(w1)).data).toMatchObject({ refundCents: 4900, startedEarly: false });
  expect(await packageOf(plain.user.id)).toMatchObject({ status: 'cancelled' });
  const [mail] = await findMails(
    ctx.deps.mailer.outboxDir!,
    (m) => m.to === plain.user.email && m.subject.startsWith('Cayma'),
  );
  expect(mail?.text).toContain(plainPkg.contractNumber!);

  const earlyPkg = await packageOf(early.user.id);
  const w2 = await body(
    await ctx.api('POST', '/api/contracts/withdrawals', {
      json: { name: 'Early', email: early.user.email, contractNumber: earlyPkg.contractNumber },
    }),
  );
  expect(w2.data.startedEarly).toBe(true);
  expect(w2.data.refundCents).toBeLessThan(9900);
  expect(w2.data.refundCents).toBeGreaterThan(8500);
  const [paid] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, early.user.id));
  expect(paid?.refundedCents).toBe(w2.data.refundCents);

  // Twice, or after 14 days, or with a wrong e-mail: not found, in the caller's language.
  const twice = await ctx.api('POST', '/api/contracts/withdrawals', {
    lang: 'de',
    json: { name: 'x', email: early.user.email, contractNumber: earlyPkg.contractNumber },
  });
  expect(twice.status).toBe(404);
  expect((await body(twice)).error.message).toContain('Widerrufsfrist');

  const admin = await createStaff(ctx, 'admin');
  const listed = await getData(ctx, '/api/staff/withdrawals', admin.token);
  expect(listed.map((w: { contractNumber: string }) => w.contractNumber)).toEqual(
    expect.arrayContaining([plainPkg.contractNumber, earlyPkg.contractNumber]),
  );
  // The console says which withdrawal owed a pro-rata share: the express request recorded at checkout.
  const startedEarlyOf = (contract: string | null) =>
    listed.find((w: { contractNumber: string }) => w.contractNumber === contract)?.startedEarly;
  expect(startedEarlyOf(earlyPkg.contractNumber)).toBe(true);
  expect(startedEarlyOf(plainPkg.contractNumber)).toBe(false);
  expect((await ctx.api('GET', '/api/staff/withdrawals', { token: (await createStaff(ctx)).token })).status).toBe(403);
});

test('the pro-rata share is the used part of the paid period', () => {
  const start = new Date('2026-06-20T10:00:00Z');
  const end = new Date('2026-07-20T10:00:00Z');
  expect(withdrawalRefund(9900, start, end, false, new Date('2026-06-25T10:00:00Z'))).toBe(9900);
  expect(withdrawalRefund(9900, start, end, true, new Date('2026-06-26T10:00:00Z'))).toBe(
    9900 - Math.round(9900 * 0.2),
  );
});
