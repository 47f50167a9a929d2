import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contactMessages } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { siteContactEmail } from '@/server/test/site';

let ctx: TestContext;
// Each test posts from its own address (X-Forwarded-For, trusted here) so the per-IP limit of one test does not
// leak into another.
beforeAll(async () => {
  ctx = await createTestContext({
    TRUST_PROXY: 'true',
    RATE_LIMIT_CONTACT: '3',
    MAIL_FROM: 'Portal <destek@example.test>',
  });
});
afterAll(() => ctx.close());

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'Ayse@Example.com',
  phone: '+90 532 123 45 67',
  message: 'Merhaba, hemşireyim.',
};
const post = (json: unknown, ip: string, lang = 'tr') =>
  ctx.api('POST', '/api/contact', { json, lang, headers: { 'X-Forwarded-For': ip } });

async function outbox(): Promise<string[]> {
  // The outbox sends after the answer (decision 072): let it finish before counting files.
  await ctx.deps.mailer.flush();
  const dir = path.join(ctx.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  return Promise.all(files.sort().map((f) => readFile(path.join(dir, f), 'utf8')));
}
const rowsFor = (email: string) => ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));

test('a valid message is stored with the page language and mailed to support', async () => {
  const before = (await outbox()).length;
  const res = await post(valid, '10.0.0.1', 'de-DE,de;q=0.9');
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ success: true, data: { received: true } });

  const rows = await rowsFor('ayse@example.com');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Ayşe Yılmaz',
    phone: '+90 532 123 45 67',
    message: valid.message,
    locale: 'de',
  });

  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  // To the support address site.yaml publishes, not to the no-reply sender (MAIL_FROM).
  expect(siteContactEmail()).not.toBe('destek@example.test');
  expect(mail).toMatch(new RegExp(`^To: ${siteContactEmail().replaceAll('.', '\\.')}$`, 'm'));
  expect(mail).toMatch(/^From: Portal <destek@example\.test>$/m);
  expect(mail).toMatch(/^Reply-To: ayse@example\.com$/m);
  expect(mail).toContain(rows[0]!.id);
  // Headers and body are encoded (UTF-8 names): decode the body's quoted-printable to read the message.
  const body = decodeQuotedPrintable(
    mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n'),
  );
  expect(body).toContain('Ayşe Yılmaz');
  expect(body).toContain('Merhaba, hemşireyim.');
});

test('an invalid message answers 400 with localised field messages and stores nothing', async () => {
  const res = await post({ name: '', email: 'not-an-email', phone: '123', message: ' ' }, '10.0.0.2', 'en');
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  expect(body.error.fields).toEqual({
    name: 'This field is required.',
    email: 'Enter a valid e-mail address.',
    phone: 'The phone number must contain at least 6 digits.',
    message: 'This field is required.',
  });
  const tr = await (await post({}, '10.0.0.2')).json();
  expect(tr.error.fields.name).toBe('Bu alan zorunludur.');
  expect(await rowsFor('not-an-email')).toHaveLength(0);
});

test('a filled honeypot gets the same success, but nothing is stored or mailed', async () => {
  const before = (await outbox()).length;
  const res = await post({ ...valid, email: 'bot@example.com', website: 'https://spam.example' }, '10.0.0.3');
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ success: true, data: { received: true } });
  expect(await rowsFor('bot@example.com')).toHaveLength(0);
  expect(await outbox()).toHaveLength(before);
});

test('more than RATE_LIMIT_CONTACT posts in 10 minutes from one address answer 429 with Retry-After', async () => {
  const realNow = ctx.deps.now;
  const start = new Date('2030-01-01T10:00:00Z');
  ctx.deps.now = () => start;
  try {
    for (let i = 0; i < 3; i++)
      expect((await post({ ...valid, email: `limit${i}@example.com` }, '10.0.0.4')).status).toBe(201);
    const limited = await post({ ...valid, email: 'limit3@example.com' }, '10.0.0.4', 'de');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await limited.json()).error.message).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 600 Sekunden erneut.',
    );
    expect(await rowsFor('limit3@example.com')).toHaveLength(0);
    // Another address is not affected; the same one may post again once the window has passed.
    expect((await post({ ...valid, email: 'other@example.com' }, '10.0.0.5')).status).toBe(201);
    ctx.deps.now = () => new Date(start.getTime() + 10 * 60 * 1000);
    expect((await post({ ...valid, email: 'limit4@example.com' }, '10.0.0.4')).status).toBe(201);
  } finally {
    ctx.deps.now = realNow;
  }
});

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
