import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { createCustomer, createStaff } from '@/server/test/staff';
import { tokenFor } from '@/server/test/users';
import { sendUnreadMessageMails, unreadMessageMailJob } from './unread-mail';

let ctx: TestContext;
let clock = Date.parse('2026-05-04T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, new Date(clock).toISOString());
});
afterAll(() => ctx.close());

const minutes = (n: number) => {
  clock += n * 60_000;
  setClock(ctx, new Date(clock).toISOString());
};
/** Runs the job at the app's clock, then answers the mails to `to` (waiting briefly so a wrong mail would show). */
async function runJob(to: string) {
  await sendUnreadMessageMails(ctx.deps, ctx.deps.now());
  await ctx.deps.mailer.flush();
  return findMails(path.join(ctx.dataDir, 'outbox'), (m) => m.to === to, 99, 50);
}

test('in-app at once; one mail after 10 unread minutes, in the recipient’s language; then at most one an hour', async () => {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber', preferredLanguage: 'de' });
  const customer = await createCustomer(ctx, advisor.user.id, { firstName: 'Zeynep', lastName: 'Kaya' });
  const res = await ctx.api('POST', '/api/messages', { token: customer.token, json: { body: 'Tercüme yeterli mi?' } });
  expect(res.status).toBe(201);
  const inApp = await ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, advisor.user.id), eq(notifications.kind, 'new_message')));
  expect(inApp).toEqual([expect.objectContaining({ params: { sender: 'Zeynep Kaya' }, emailedAt: null })]);

  minutes(5);
  expect(await runJob(advisor.user.email)).toEqual([]);
  minutes(6);
  const [mail, ...more] = await runJob(advisor.user.email);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe('Zeynep Kaya hat Ihnen geschrieben');
  expect(mail!.text).toContain('> Tercüme yeterli mi?');
  expect(mail!.text).toContain(`/de/staff/case?id=${customer.user.id}`);
  expect(await runJob(advisor.user.email)).toHaveLength(1);

  // Another unread message within the hour: no second mail until the hour has passed.
  await ctx.api('POST', '/api/messages', {
    token: await tokenFor(ctx, customer.user.id),
    json: { body: 'Bir sorum daha var.' },
  });
  minutes(15);
  expect(await runJob(advisor.user.email)).toHaveLength(1);
  minutes(46);
  const mails = await runJob(advisor.user.email);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.text).toContain('> Bir sorum daha var.');
  expect(mails[1]!.text).not.toContain('Tercüme yeterli mi?');
});

test('a message read within 10 minutes is not mailed; the preferences hide the text or stop the mail', async () => {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createCustomer(ctx, advisor.user.id, { preferredLanguage: 'en' });
  const staffToken = await tokenFor(ctx, advisor.user.id);
  const customerToken = await tokenFor(ctx, customer.user.id);
  const say = async (text: string) =>
    (
      await body(
        await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
          token: staffToken,
          json: { body: text },
        }),
      )
    ).data as { id: string };
  const read = await say('Okundu mu?');
  await ctx.api('POST', '/api/messages/read', { token: customerToken, json: { upTo: read.id } });
  minutes(11);
  expect(await runJob(customer.user.email)).toEqual([]);

  await ctx.api('PUT', '/api/notifications/preferences', {
    token: await tokenFor(ctx, customer.user.id),
    json: { email: { message_text_in_mail: false } },
  });
  await say('Gizli içerik');
  minutes(11);
  const [mail] = await runJob(customer.user.email);
  expect(mail!.subject).toBe('Jonas Weber wrote to you');
  expect(mail!.text).not.toContain('Gizli içerik');
  expect(mail!.text).toContain('the text of the message is not included');

  await ctx.api('PUT', '/api/notifications/preferences', {
    token: await tokenFor(ctx, customer.user.id),
    json: { email: { new_message: false } },
  });
  minutes(61);
  await say('Hiç e-posta yok');
  minutes(11);
  expect(await runJob(customer.user.email)).toHaveLength(1);
});

test('the delay and the job’s interval are settings (UNREAD_MAIL_DELAY_MS, UNREAD_MAIL_EVERY_MS), 10 and 1 min by default', async () => {
  expect(ctx.deps.env).toMatchObject({ UNREAD_MAIL_DELAY_MS: 600_000, UNREAD_MAIL_EVERY_MS: 60_000 });
  expect(unreadMessageMailJob({ UNREAD_MAIL_EVERY_MS: 2000 }).everyMs).toBe(2000);
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  await ctx.api('POST', '/api/messages', { token: customer.token, json: { body: 'Kısa bekleme' } });
  clock += 31_000;
  setClock(ctx, new Date(clock).toISOString());
  const shortDelay = { ...ctx.deps, env: { ...ctx.deps.env, UNREAD_MAIL_DELAY_MS: 30_000 } };
  expect(await runJob(advisor.user.email)).toEqual([]);
  await sendUnreadMessageMails(shortDelay, ctx.deps.now());
  await ctx.deps.mailer.flush();
  const mails = await findMails(path.join(ctx.dataDir, 'outbox'), (m) => m.to === advisor.user.email, 1, 2000);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('> Kısa bekleme');
});
