import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { notifications } from '@/server/db/schema';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { notify } from './notify';
import { updateEmailPreferences } from './preferences';

let ctx: TestContext;
// The outbox sends after the caller returns (decision 072): flush before counting.
const mailsTo = async (to: string) =>
  (await ctx.deps.mailer.flush(), await readOutbox(path.join(ctx.dataDir, 'outbox'), 0)).filter((m) => m.to === to);
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: 'https://portal.example' });
  setClock(ctx, '2026-05-04T10:00:00Z');
});
afterAll(() => ctx.close());

test('an event reported twice writes one notification and one mail', async () => {
  const { user } = await createUser(ctx, { email: 'once@example.com', preferredLanguage: 'en' });
  const event = {
    kind: 'document_rejected' as const,
    key: 'document:42:rejected',
    params: { document: 'Diploma', reason: 'The stamp is not readable.' },
    link: '/dashboard/documents',
  };
  const first = await notify(ctx.deps, user.id, event);
  expect(first).toMatchObject({
    kind: 'document_rejected',
    titleKey: 'notifications:document_rejected.title',
    messageKey: 'notifications:document_rejected.message',
    params: event.params,
    emailedAt: new Date('2026-05-04T10:00:00Z'),
  });
  expect(await notify(ctx.deps, user.id, event)).toBeUndefined();
  expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  const mails = await mailsTo('once@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Your document needs changes');
  expect(mails[0]!.text).toContain('Your document “Diploma” was not accepted. Reason: The stamp is not readable.');
  expect(mails[0]!.text).toContain('Open it in the portal: https://portal.example/en/dashboard/documents');
  expect(mails[0]!.text).toContain('https://portal.example/en/dashboard/settings');
  // The same key for someone else is another event.
  const other = await createUser(ctx);
  expect(await notify(ctx.deps, other.user.id, event)).toBeDefined();
});

test('the mail honours the user’s preferences and carries the event’s attachments in their language', async () => {
  const { user } = await createUser(ctx, { email: 'prefs@example.com', preferredLanguage: 'de' });
  await updateEmailPreferences(ctx.deps.db, user.id, { email: { payment_received: false } });
  const quiet = await notify(ctx.deps, user.id, {
    kind: 'payment_received',
    key: 'payment:1',
    params: { amount: '99,00 €' },
  });
  expect(quiet?.emailedAt).toBeNull();
  expect(await mailsTo('prefs@example.com')).toHaveLength(0);

  await notify(ctx.deps, user.id, {
    kind: 'step_completed',
    key: 'step:7',
    params: { step: 'Anerkennung beantragt' },
    attachments: (locale) => [{ filename: `${locale}.txt`, content: `Sprache ${locale}`, contentType: 'text/plain' }],
  });
  const [mail] = await mailsTo('prefs@example.com');
  expect(mail).toMatchObject({ subject: 'Schritt abgeschlossen' });
  expect(mail!.text).toContain('Ein Schritt Ihres Verfahrens ist abgeschlossen: Anerkennung beantragt.');
  expect(mail!.attachments).toMatchObject([{ filename: 'de.txt', contentType: expect.stringMatching(/^text\/plain/) }]);
  expect(mail!.attachments[0]!.content.toString()).toBe('Sprache de');
});

test('a failing mail is logged without personal data and leaves the notification in place', async () => {
  const { user } = await createUser(ctx, { email: 'broken@example.com' });
  const realSend = ctx.deps.mailer.send;
  const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  ctx.deps.mailer.send = () =>
    Promise.reject(Object.assign(new Error('550 broken@example.com unknown'), { code: 'EENVELOPE' }));
  try {
    const row = await notify(ctx.deps, user.id, {
      kind: 'step_completed',
      key: 'message:1',
      params: { sender: 'Jonas' },
    });
    expect(row?.emailedAt).toBeNull();
    const lines = logged.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>);
    expect(lines).toMatchObject([
      {
        level: 'error',
        event: 'notification mail failed',
        notificationId: row!.id,
        error: { chain: [{ code: 'EENVELOPE' }] },
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/broken@example\.com/);
  } finally {
    ctx.deps.mailer.send = realSend;
    logged.mockRestore();
  }
});
