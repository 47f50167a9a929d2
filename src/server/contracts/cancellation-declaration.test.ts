import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONTRACT_TIME_ZONE } from '@/lib/time/months';
import { addDays, zonedDate } from '@/lib/time/zone';
import { cancellations, userPackages } from '@/server/db/schema';
import { body, travel } from '@/server/test/accounts';
import { buy, catalogContext, getData } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { createStaff } from '@/server/test/staff';
import { createUser, tokenFor } from '@/server/test/users';
import { addMonths } from '@/server/user-packages/periods';
import { renewDuePackages } from '@/server/user-packages/renewal';

// Decision 082: the confirmation page asks what § 312k (2) BGB names; the mail repeats it; staff decide the
// extraordinary ones.
let ctx: TestContext;
let adminId: string;
beforeAll(async () => {
  ctx = await catalogContext();
  adminId = (await createStaff(ctx, 'admin')).user.id;
});
afterAll(() => ctx.close());
const DAY = 24 * 60 * 60 * 1000;

const packageOf = async (userId: string) =>
  (await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId)))[0]!;
const cancel = (json: object, token?: string, lang = 'en') =>
  ctx.api('POST', '/api/contracts/cancellations', { json, lang, ...(token && { token }) });
const mailTo = async (email: string, subject: string) =>
  (await findMails(ctx.deps.mailer.outboxDir!, (m) => m.to === email && m.subject.startsWith(subject))).at(-1);

test('ordinary for a later date: the renewals run on to the first period end after it, then the contract ends', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'en' });
  await buy(ctx, token, 'STANDARD');
  const pkg = await packageOf(user.id);
  const wanted = addDays(zonedDate(pkg.endDate!, CONTRACT_TIME_ZONE), 10);
  const res = await cancel({ kind: 'ordinary', endsOn: wanted, userPackageId: pkg.id }, token);
  expect(res.status).toBe(200);
  const secondEnd = addMonths(pkg.endDate!, 1);
  expect((await body(res)).data).toMatchObject({ kind: 'ordinary', endsAt: secondEnd.toISOString() });
  expect(await packageOf(user.id)).toMatchObject({ autoRenew: true, cancelAt: secondEnd });
  const mail = await mailTo(user.email, 'Cancellation confirmed');
  expect(mail?.text).toContain('Kind of cancellation: ordinary cancellation');
  expect(mail?.text).toContain(`Contract: ${pkg.contractNumber}`);
  expect(mail?.text).toMatch(/End of the contract asked for: \p{L}+ \d{1,2}, \d{4}/u);
  expect(mail?.text).toMatch(/Your contract ends on .+ and does not renew/);

  // One renewal up to the chosen end, none after it.
  travel(ctx, pkg.endDate!.getTime() - ctx.deps.now().getTime() + DAY);
  await renewDuePackages(ctx.deps, ctx.deps.now());
  expect(await packageOf(user.id)).toMatchObject({ status: 'active', endDate: secondEnd });
  travel(ctx, secondEnd.getTime() - ctx.deps.now().getTime() + DAY);
  await renewDuePackages(ctx.deps, ctx.deps.now());
  expect(await packageOf(user.id)).toMatchObject({ status: 'cancelled', endDate: secondEnd });
});

test('extraordinary needs its reason, stops renewal, waits for an admin, who can end it at once', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'de' });
  await buy(ctx, token, 'BASIC');
  const pkg = await packageOf(user.id);
  const noReason = await cancel({ kind: 'extraordinary', endsOn: 'earliest', userPackageId: pkg.id }, token, 'de');
  expect(noReason.status).toBe(400);
  expect((await body(noReason)).error.fields.reason).toMatch(/\p{L}/u);
  expect((await cancel({ kind: 'ordinary', endsOn: 'soon', userPackageId: pkg.id }, token)).status).toBe(400);

  const reason = 'Umzug abgesagt, Arbeitsvertrag zurückgezogen';
  const res = await cancel({ kind: 'extraordinary', reason, endsOn: 'earliest', userPackageId: pkg.id }, token, 'de');
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({ kind: 'extraordinary', endsAt: pkg.endDate!.toISOString() });
  expect(await packageOf(user.id)).toMatchObject({ status: 'active', autoRenew: false });
  const mail = await mailTo(user.email, 'Kündigungsbestätigung');
  expect(mail?.text).toContain('Art der Kündigung: außerordentliche Kündigung');
  expect(mail?.text).toContain(`Kündigungsgrund: ${reason}`);
  expect(mail?.text).toMatch(/Kunde: .+, /);

  const adminToken = await tokenFor(ctx, adminId);
  const listed = await getData(ctx, '/api/staff/cancellations', adminToken);
  const mine = listed.find((c: { contractNumber: string }) => c.contractNumber === pkg.contractNumber);
  // caseId: the accepted row links to the customer's case payments, where a refund is decided apart.
  expect(mine).toMatchObject({
    kind: 'extraordinary',
    reason,
    decision: 'pending',
    requestedEndOn: null,
    caseId: user.id,
  });
  const advisor = await createStaff(ctx, 'advisor');
  expect((await ctx.api('GET', '/api/staff/cancellations', { token: advisor.token })).status).toBe(403);

  const decide = (accept: boolean) =>
    ctx.api('POST', `/api/staff/cancellations/${mine.id}/decision`, {
      token: adminToken,
      json: { accept },
      lang: 'de',
    });
  const accepted = await decide(true);
  expect(accepted.status).toBe(200);
  expect((await body(accepted)).data).toMatchObject({ decision: 'accepted' });
  expect(await packageOf(user.id)).toMatchObject({ status: 'cancelled' });
  expect((await mailTo(user.email, 'Ihre außerordentliche Kündigung'))?.text).toContain('angenommen');
  const again = await decide(false);
  expect(again.status).toBe(409);
  expect((await body(again)).error.message).toContain('bereits entschieden');
});

test('signed out: the declaration travels with the link and counts from the button; a rejection keeps the period', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'tr' });
  await buy(ctx, token, 'BASIC');
  const pkg = await packageOf(user.id);
  const pressed = ctx.deps.now();
  const later = addDays(zonedDate(pressed, CONTRACT_TIME_ZONE), 5);
  const asked = await cancel(
    {
      kind: 'extraordinary',
      reason: 'Vize reddedildi',
      endsOn: later,
      name: 'Zeynep Kaya',
      email: user.email,
      contractNumber: pkg.contractNumber,
    },
    undefined,
    'tr',
  );
  expect((await body(asked)).data).toEqual({ status: 'confirmation_sent' });
  travel(ctx, 60 * 60 * 1000);
  const link = await mailTo(user.email, 'Feshinizi onaylayın');
  const confirmToken = /token=([\w-]+)/.exec(link!.text)![1]!;
  const done = await ctx.api('POST', '/api/contracts/cancellations/confirm', { json: { token: confirmToken } });
  expect((await body(done)).data).toMatchObject({ status: 'cancelled', kind: 'extraordinary' });
  const [row] = await ctx.deps.db.select().from(cancellations).where(eq(cancellations.userPackageId, pkg.id));
  expect(row).toMatchObject({ name: 'Zeynep Kaya', requestedEndOn: later, decision: 'pending' });
  // Received when the button was pressed, not an hour later when the link was opened.
  expect(Math.abs(row!.receivedAt.getTime() - pressed.getTime())).toBeLessThan(60_000);
  const confirmation = await mailTo(user.email, 'Fesih onayı');
  expect(confirmation?.text).toContain('Fesih türü: olağanüstü fesih');
  expect(confirmation?.text).toContain('Müşteri: Zeynep Kaya');

  const rejected = await ctx.api('POST', `/api/staff/cancellations/${row!.id}/decision`, {
    token: await tokenFor(ctx, adminId),
    json: { accept: false },
  });
  expect((await body(rejected)).data.decision).toBe('rejected');
  expect(await packageOf(user.id)).toMatchObject({ status: 'active', autoRenew: false, endDate: pkg.endDate });
  expect((await mailTo(user.email, 'Olağanüstü fesih bildiriminiz'))?.text).toContain('olağan fesih olarak geçerlidir');
});
