import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailVerifications } from '@/server/db/schema';
import { body, login, register, travel, uniqueEmail, type Account } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails, linkIn, type Eml } from '@/server/test/eml';

let ctx: TestContext;
let outbox: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: 'https://portal.example', RATE_LIMIT_VERIFY: '3' });
  outbox = ctx.deps.mailer.outboxDir ?? '';
});
afterAll(() => ctx.close());

/** The `n`-th mail to `email` carrying a verification link (1 = the first). */
async function verificationMail(email: string, n = 1): Promise<Eml> {
  const mails = await findMails(
    outbox,
    (mail) => mail.to.includes(email) && mail.text.includes('/verify-email?token='),
    n,
  );
  const mail = mails[n - 1];
  if (!mail) throw new Error(`no verification mail #${n} to ${email}`);
  return mail;
}

const verify = (token: string, lang = 'en') => ctx.api('POST', '/api/auth/verify-email', { json: { token }, lang });
const resend = (account: Account, lang = 'en') =>
  ctx.api('POST', '/api/auth/verify-email/resend', { token: account.access_token, lang });

/** After a `travel` past the access token's life: a fresh one, as the client's refresh would get. */
async function signInAgain(account: Account): Promise<Account> {
  const { data } = await body(await login(ctx, account.email));
  return { ...account, access_token: data.access_token };
}
const session = async (account: Account) =>
  (await body(await ctx.api('GET', '/api/auth/session', { token: account.access_token }))).data;
const putEmail = (account: Account, email: string) =>
  ctx.api('PUT', '/api/profile', {
    token: account.access_token,
    json: { firstName: 'Ayşe', lastName: 'Yılmaz', preferredLanguage: account.user.preferredLanguage, email },
  });

test("registering sends a welcome mail in the user's language; its link verifies the address once", async () => {
  const account = await register(ctx, { lang: 'de', firstName: 'Jürgen' });
  expect(account.user.emailVerified).toBe(false);
  const mail = await verificationMail(account.email);
  expect(mail.subject).toBe('Willkommen bei Almanya Kariyer Portalı – bitte bestätigen Sie Ihre E-Mail-Adresse');
  expect(mail.text).toContain('Guten Tag Jürgen Yılmaz,');
  const { url, token } = linkIn(mail, '/verify-email');
  expect(url.origin + url.pathname).toBe('https://portal.example/de/verify-email');
  expect(mail.html).toContain(`href="${url.href}"`);
  // Only the hash is stored.
  expect(JSON.stringify(await ctx.deps.db.select().from(emailVerifications))).not.toContain(token);
  expect(await session(account)).toMatchObject({ emailVerified: false, pendingEmail: null });

  const res = await verify(token, 'tr');
  expect(res.status).toBe(200);
  expect((await body(res)).data).toEqual({
    email: account.email,
    emailVerified: true,
    message: 'E-posta adresiniz doğrulandı.',
  });
  expect(await session(account)).toMatchObject({ emailVerified: true });

  const again = await verify(token, 'de');
  expect(again.status).toBe(400);
  expect((await body(again)).error).toMatchObject({
    code: 'INVALID_VERIFICATION_TOKEN',
    fields: { token: expect.stringMatching(/ungültig/) },
  });
});

test('a verification link expires after 48 hours; "send again" mails a new one and the old one dies', async () => {
  const registered = await register(ctx, { lang: 'en' });
  const first = linkIn(await verificationMail(registered.email), '/verify-email').token;
  travel(ctx, 48 * 60 * 60 * 1000 + 1000);
  expect((await verify(first)).status).toBe(400);

  const account = await signInAgain(registered);
  const res = await resend(account);
  expect(res.status).toBe(200);
  expect((await body(res)).data).toEqual({
    email: account.email,
    message: `We sent a verification link to ${account.email}.`,
  });
  const mail = await verificationMail(account.email, 2);
  expect(mail.subject).toBe('Confirm your e-mail address');
  const second = linkIn(mail, '/verify-email').token;
  expect((await resend(account)).status).toBe(200);
  const third = linkIn(await verificationMail(account.email, 3), '/verify-email').token;
  expect((await verify(second)).status).toBe(400);
  expect((await verify(third)).status).toBe(200);
  const done = await resend(account);
  expect(done.status).toBe(409);
  expect((await body(done)).error.code).toBe('EMAIL_ALREADY_VERIFIED');
});

test('"send again" needs a sign-in and stops at the hourly allowance (welcome mail included)', async () => {
  expect((await ctx.api('POST', '/api/auth/verify-email/resend')).status).toBe(401);
  const account = await register(ctx, { lang: 'tr' });
  expect((await resend(account)).status).toBe(200);
  expect((await resend(account)).status).toBe(200);
  const refused = await resend(account, 'tr');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
  expect((await body(refused)).error.code).toBe('RATE_LIMITED');
  travel(ctx, 60 * 60 * 1000);
  expect((await resend(await signInAgain(account))).status).toBe(200);
});

test('a new e-mail in the profile waits for its link, then replaces the old one, which is told', async () => {
  const account = await register(ctx, { lang: 'en' });
  const next = uniqueEmail('moved');
  const res = await putEmail(account, next);
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({ email: account.email, pendingEmail: next });
  expect(await session(account)).toMatchObject({ email: account.email, pendingEmail: next });
  // Saving the form again with the pending address sends nothing more.
  expect((await putEmail(account, next)).status).toBe(200);
  const mail = await verificationMail(next);
  expect(mail.subject).toBe('Confirm your new e-mail address');
  expect(mail.text).toContain(`it replaces ${account.email}`);
  expect(await findMails(outbox, (m) => m.to.includes(next), 2, 300)).toHaveLength(1);
  // Until the link is used, the old address is the account's.
  expect((await login(ctx, account.email)).status).toBe(200);
  expect((await login(ctx, next)).status).toBe(401);

  const done = await verify(linkIn(mail, '/verify-email').token);
  expect((await body(done)).data).toMatchObject({ email: next, emailVerified: true });
  expect(await session(account)).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
  expect((await login(ctx, next)).status).toBe(200);
  expect((await login(ctx, account.email)).status).toBe(401);
  const [notice] = await findMails(
    outbox,
    (m) => m.to.includes(account.email) && m.subject === 'Your e-mail address was changed',
  );
  expect(notice?.text).toContain(`was changed to ${next}`);
});

test('a pending address shows in the session and the profile until its link expires', async () => {
  const registered = await register(ctx, { lang: 'en' });
  const next = uniqueEmail('later');
  expect((await putEmail(registered, next)).status).toBe(200);
  // Sent before the clock moves: the link's 48 hours count from the sending (decision 072).
  await ctx.deps.mailer.flush();
  const profile = async (account: Account) =>
    (await body(await ctx.api('GET', '/api/profile', { token: account.access_token }))).data;
  travel(ctx, 48 * 60 * 60 * 1000 - 60 * 1000);
  const before = await signInAgain(registered);
  expect(await session(before)).toMatchObject({ email: registered.email, pendingEmail: next });
  expect(await profile(before)).toMatchObject({ email: registered.email, pendingEmail: next });
  travel(ctx, 2 * 60 * 1000);
  const after = await signInAgain(before);
  expect(await session(after)).toMatchObject({ email: registered.email, pendingEmail: null });
  expect(await profile(after)).toMatchObject({ email: registered.email, pendingEmail: null });
});

test('an address taken by someone else meanwhile is refused when the link is used; nothing changes', async () => {
  const account = await register(ctx, { lang: 'en' });
  const wanted = uniqueEmail('wanted');
  await putEmail(account, wanted);
  const token = linkIn(await verificationMail(wanted), '/verify-email').token;
  await register(ctx, { email: wanted });
  const res = await verify(token);
  expect(res.status).toBe(409);
  expect((await body(res)).error.code).toBe('EMAIL_TAKEN');
  expect(await session(account)).toMatchObject({ email: account.email });
  // Asking for an address that is already registered is refused at once.
  expect((await putEmail(account, wanted)).status).toBe(409);
});

test('bad input is a localised 400, never a 5xx', async () => {
  const missing = await ctx.api('POST', '/api/auth/verify-email', { json: {}, lang: 'de' });
  expect(missing.status).toBe(400);
  expect((await body(missing)).error.fields.token).toBeTruthy();
  expect((await ctx.api('POST', '/api/auth/verify-email', { body: 'not json', lang: 'en' })).status).toBe(400);
  expect((await verify('x'.repeat(201))).status).toBe(400);
  const rows = await ctx.deps.db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.email, 'nobody@example.com'));
  expect(rows).toHaveLength(0);
  expect((await verify('made-up-token')).status).toBe(400);
});
