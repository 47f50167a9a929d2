import { afterAll, beforeAll, expect, test } from 'vitest';
import { passwordResets } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails, linkIn, type Eml } from '@/server/test/eml';
import { body, login, refresh, register, travel } from '@/server/test/accounts';

let ctx: TestContext;
let outbox: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: 'https://portal.example/' });
  outbox = ctx.deps.mailer.outboxDir ?? '';
});
afterAll(() => ctx.close());

const forgot = (email: string, lang = 'tr') => ctx.api('POST', '/api/auth/forgot-password', { json: { email }, lang });
const reset = (token: string, password: string) =>
  ctx.api('POST', '/api/auth/reset-password', { json: { token, password }, lang: 'en' });

const resetMailsTo = (email: string, count = 1, timeoutMs?: number) =>
  findMails(
    outbox,
    (mail) => mail.to.includes(email) && mail.text.includes('/reset-password?token='),
    count,
    timeoutMs,
  );

/** The `n`-th reset mail to `email` (1 = the first), once it has arrived. */
async function resetMail(email: string, n = 1): Promise<Eml> {
  const mail = (await resetMailsTo(email, n))[n - 1];
  if (!mail) throw new Error('no mail arrived');
  return mail;
}

const tokenOf = (mail: Eml) => linkIn(mail, '/reset-password').token;

test("the reset mail is in the user's language and links to the localised page; the link works once", async () => {
  const account = await register(ctx, { lang: 'de', firstName: 'Jürgen' });
  const res = await forgot(account.email, 'en');
  expect(res.status).toBe(200);
  const mail = await resetMail(account.email);
  expect(mail.to).toContain(account.email);
  expect(mail.subject).toBe('Passwort zurücksetzen');
  expect(mail.text).toContain('Guten Tag Jürgen Yılmaz,');
  expect(mail.text).toMatch(/https:\/\/portal\.example\/de\/reset-password\?token=[\w-]{43}\s/);
  expect(mail.html).toContain('href="https://portal.example/de/reset-password?token=');
  const token = tokenOf(mail);
  const rows = await ctx.deps.db.select().from(passwordResets);
  expect(JSON.stringify(rows)).not.toContain(token);

  const done = await reset(token, 'NewPassw0rd');
  expect(done.status).toBe(200);
  expect((await login(ctx, account.email, 'NewPassw0rd')).status).toBe(200);
  expect((await login(ctx, account.email)).status).toBe(401);
  // Every refresh family of the account was revoked.
  expect((await refresh(ctx, account.refresh_token)).status).toBe(401);
  // Single use.
  const again = await reset(token, 'Another1pass');
  expect(again.status).toBe(400);
  expect((await body(again)).error).toMatchObject({
    code: 'INVALID_RESET_TOKEN',
    fields: { token: expect.stringMatching(/expired/) },
  });
});

test('an unknown e-mail gets the very same answer, and no mail is sent', async () => {
  const account = await register(ctx);
  const known = await body(await forgot(account.email));
  await resetMail(account.email);
  const unknown = await body(await forgot('nobody-here@example.com'));
  expect(unknown).toEqual(known);
  expect(known.data.message).toMatch(/hesap varsa/);
  expect(await findMails(outbox, (mail) => mail.to.includes('nobody-here'), 1, 300)).toHaveLength(0);
});

test('a reset link expires after one hour', async () => {
  const account = await register(ctx, { lang: 'tr' });
  await forgot(account.email);
  const mail = await resetMail(account.email);
  expect(mail.subject).toBe('Şifrenizi sıfırlayın');
  expect(mail.text).toContain('/reset-password?token=');
  expect(mail.text).not.toContain('/tr/');
  travel(ctx, 60 * 60 * 1000 + 1_000);
  expect((await reset(tokenOf(mail), 'NewPassw0rd')).status).toBe(400);
  expect((await login(ctx, account.email)).status).toBe(200);
});

test('a new password must follow the password rule; a made-up token is refused', async () => {
  const weak = await reset('whatever', 'short');
  expect(weak.status).toBe(400);
  expect((await body(weak)).error.fields.password).toMatch(/uppercase/);
  expect((await reset('made-up-token', 'NewPassw0rd')).status).toBe(400);
});

test('using one link invalidates the other links still in the mailbox', async () => {
  const account = await register(ctx, { lang: 'en' });
  await forgot(account.email);
  const first = tokenOf(await resetMail(account.email));
  await forgot(account.email);
  const second = tokenOf(await resetMail(account.email, 2));
  expect(first).not.toBe(second);
  expect((await reset(second, 'NewPassw0rd')).status).toBe(200);
  expect((await reset(first, 'Other1pass')).status).toBe(400);
});
