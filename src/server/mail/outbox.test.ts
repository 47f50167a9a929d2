import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox, passwordResets } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { freePort, startSmtp, type TestSmtp } from '@/server/test/smtp';
import { createUser } from '@/server/test/users';
import { createMailer } from './mailer';
import { mailerOptions } from './options';

// Issue 25's fault: the SMTP server is down, then up. "Two minutes" of outage become a few retry rounds: the
// backoff starts at 100 ms here (30 s in production) and the window is long enough not to give up.
let ctx: TestContext;
let port: number;
let smtp: TestSmtp | undefined;
beforeAll(async () => {
  port = await freePort();
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '200',
    SMTP_CONNECTION_TIMEOUT_MS: '500',
    SMTP_GREETING_TIMEOUT_MS: '500',
    SMTP_SOCKET_TIMEOUT_MS: '500',
    RATE_LIMIT_SUPPORT: '50',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = () => ctx.deps.db.select().from(mailOutbox);

/** Calls the API and fails the test when the answer took a second or more: no request waits for SMTP. */
async function timed(method: string, path: string, options: Parameters<TestContext['api']>[2]) {
  const started = performance.now();
  const res = await ctx.api(method, path, options);
  expect(performance.now() - started).toBeLessThan(1000);
  return res;
}

const support = { category: 'documents', subject: 'Tercüme', message: 'Yeminli tercüme gerekli mi?' };

test('SMTP down: requests answer at once, mails wait in the outbox; back up: each is delivered exactly once', async () => {
  const { user, token } = await createUser(ctx, { email: 'outbox.user@example.com' });
  for (let i = 0; i < 3; i += 1) {
    expect((await timed('POST', '/api/support-messages', { token, json: support })).status).toBe(201);
  }
  const forgot = await timed('POST', '/api/auth/forgot-password', { json: { email: user.email } });
  expect(forgot.status).toBe(200);
  const contact = { name: 'Ayşe', email: 'visitor@example.com', phone: '+90 532 123 45 67', message: 'Merhaba' };
  expect((await timed('POST', '/api/contact', { json: contact })).status).toBe(201);
  // 3 × (confirmation + team copy) + reset + contact.
  const queued = 8;

  // The outage: several rounds of attempts, each refused and rescheduled by the backoff.
  for (let round = 0; round < 4; round += 1) {
    await ctx.deps.mailer.flush();
    await sleep(250);
  }
  const waiting = await rows();
  expect(waiting).toHaveLength(queued);
  expect(waiting.every((r) => r.status === 'pending' && r.attempts >= 2 && r.lastError !== null)).toBe(true);
  expect(waiting.map((r) => r.lastError).join(' ')).not.toMatch(/@/);

  // Back up. A second process's mailer drains the same outbox at the same time: claims keep each mail to one sender.
  smtp = await startSmtp(port);
  await sleep(250);
  const other = createMailer(mailerOptions(ctx.deps.env, ctx.deps.db, ctx.dataDir));
  await Promise.all([ctx.deps.mailer.flush(), other.flush(), ctx.deps.mailer.flush()]);
  await other.stop();
  await expect.poll(async () => (await rows()).filter((r) => r.status === 'sent').length).toBe(queued);
  expect(smtp.received).toHaveLength(queued);
  const ids = smtp.received.map((raw) => /^Message-ID: (.+)$/im.exec(raw)?.[1]);
  expect(new Set(ids).size).toBe(queued);
  expect(smtp.received.filter((raw) => /^To: outbox\.user@example\.com$/m.test(raw))).toHaveLength(4);

  // Later passes send nothing again; sent rows no longer hold the mail's body.
  await sleep(300);
  await ctx.deps.mailer.flush();
  expect(smtp.received).toHaveLength(queued);
  expect((await rows()).every((r) => r.message === null && r.sentAt !== null)).toBe(true);

  // The reset link's hour starts when the mail went out, not when it was asked for.
  const [reset] = await ctx.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
  const sentAt = Math.max(...(await rows()).map((r) => r.sentAt!.getTime()));
  expect(reset!.expiresAt.getTime()).toBeGreaterThanOrEqual(sentAt + 60 * 60_000 - 5_000);
});

test('a mail queued twice under one key is sent once', async () => {
  const before = smtp!.received.length;
  const mail = { key: 'receipt:test-1', to: 'a@example.com', subject: 'Beleg', text: 'Danke' };
  await ctx.deps.mailer.send(mail);
  await ctx.deps.mailer.send(mail);
  await ctx.deps.mailer.flush();
  expect(smtp!.received.length - before).toBe(1);
  const keyed = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'receipt:test-1'));
  expect(keyed).toHaveLength(1);
});

test('a 550 answer fails the mail at once; an admin retry sends it when the server accepts again', async () => {
  await smtp!.close();
  smtp = await startSmtp(port, 'reject');
  await ctx.deps.mailer.send({ to: 'gone@example.com', subject: 'Hallo', text: 'Hallo' });
  await ctx.deps.mailer.flush();
  const [failed] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
  expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/550/) });

  await smtp.close();
  smtp = await startSmtp(port);
  const { retryFailedMails } = await import('./outbox');
  expect(await retryFailedMails(ctx.deps.db, ctx.deps.now(), [failed!.id])).toEqual([failed!.id]);
  await ctx.deps.mailer.flush();
  expect(smtp.received).toHaveLength(1);
});

test('a silent SMTP server: the request answers within a second, the attempt times out and is retried', async () => {
  await smtp!.close();
  smtp = await startSmtp(port, 'silent');
  const { token } = await createUser(ctx);
  expect((await timed('POST', '/api/support-messages', { token, json: support })).status).toBe(201);
  const started = performance.now();
  await ctx.deps.mailer.flush();
  // Two mails, each given up after the 500 ms greeting limit: bounded, not nodemailer's default minutes.
  expect(performance.now() - started).toBeLessThan(5000);
  const pending = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  expect(pending).toHaveLength(2);
  expect(pending.every((r) => r.attempts >= 1 && r.lastError !== null)).toBe(true);
});
