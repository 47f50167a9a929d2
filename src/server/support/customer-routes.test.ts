import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { supportMessages } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { siteContactEmail } from '@/server/test/site';
import { createUser } from '@/server/test/users';
import { listSupportMessages } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_SUPPORT: '2', MAIL_FROM: 'Portal <destek@example.test>' });
  setClock(ctx, '2026-05-04T10:00:00Z');
});
afterAll(() => ctx.close());

const message = {
  category: 'documents',
  subject: 'Diploma çevirisi',
  message: 'Yeminli tercüme gerekli mi?\nTeşekkürler.',
};
const post = (token: string, json: unknown, lang = 'tr') =>
  ctx.api('POST', '/api/support-messages', { token, json, lang });

test('a message is stored, confirmed to the user in the page language and copied to the support mailbox', async () => {
  const { user, token } = await createUser(ctx, { email: 'ayse.support@example.com' });
  const res = await post(token, { ...message, userId: '00000000-0000-4000-8000-000000000000' }, 'en');
  expect(res.status).toBe(201);
  const { data } = await body(res);
  expect(data).toEqual({ id: expect.any(String), ...message, createdAt: '2026-05-04T10:00:00.000Z' });
  const [row] = await ctx.deps.db.select().from(supportMessages).where(eq(supportMessages.id, data.id));
  expect(row).toMatchObject({ userId: user.id, locale: 'en' });

  const mails = await readOutbox(path.join(ctx.dataDir, 'outbox'), 2);
  const confirmation = mails.find((m) => m.to === 'ayse.support@example.com')!;
  expect(confirmation.subject).toBe('We received your message: Diploma çevirisi');
  expect(confirmation.text).toContain('Thank you for your message (Documents).');
  expect(confirmation.text).toContain('> Yeminli tercüme gerekli mi?\n> Teşekkürler.');
  expect(confirmation.text).toContain(`Reference: ${data.id}`);
  const team = mails.find((m) => m.to === siteContactEmail())!; // site.yaml's support address, not MAIL_FROM
  expect(team.subject).toBe('Destek mesajı (Belgeler): Diploma çevirisi');
  expect(team.text).toContain('Ayşe Yılmaz <ayse.support@example.com> yazdı (sayfa dili: en):');
});

test('invalid messages answer 400 with localised fields; only signed-in users may write', async () => {
  const { token } = await createUser(ctx);
  const res = await post(token, { category: 'visa', subject: ' ', message: 'x'.repeat(4001) }, 'de');
  expect(res.status).toBe(400);
  expect((await body(res)).error.fields).toEqual({
    category: 'Ungültiger Wert.',
    subject: 'Dieses Feld ist erforderlich.',
    message: 'Höchstens 4000 Zeichen erlaubt.',
  });
  expect((await ctx.api('POST', '/api/support-messages', { json: message })).status).toBe(401);
});

test('more than RATE_LIMIT_SUPPORT messages an hour from one user answer 429; others may still write', async () => {
  const { token } = await createUser(ctx);
  expect((await post(token, message)).status).toBe(201);
  expect((await post(token, message)).status).toBe(201);
  const limited = await post(token, message);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('3600');
  expect((await post((await createUser(ctx)).token, message)).status).toBe(201);
});

test('the user lists their own messages, newest first; staff page through everyone’s', async () => {
  const { user, token } = await createUser(ctx);
  for (const [minute, subject] of [
    ['01', 'Birinci'],
    ['02', 'İkinci'],
  ]) {
    setClock(ctx, `2026-05-04T10:${minute}:00Z`);
    expect((await post(token, { ...message, subject })).status).toBe(201);
  }
  const own = (await body(await ctx.api('GET', '/api/support-messages', { token }))).data;
  expect(own.map((m: { subject: string }) => m.subject)).toEqual(['İkinci', 'Birinci']);

  const all = await listSupportMessages(ctx.deps.db);
  expect(all.total).toBe(6);
  expect(all.items[0]).toMatchObject({ subject: 'İkinci', locale: 'tr', user: { id: user.id, name: 'Ayşe Yılmaz' } });
  const mine = await listSupportMessages(ctx.deps.db, { userIds: [user.id] });
  expect(mine.items.map((m) => m.subject)).toEqual(['İkinci', 'Birinci']);
  expect(await listSupportMessages(ctx.deps.db, { userIds: [] })).toMatchObject({ items: [], total: 0 });
  expect((await listSupportMessages(ctx.deps.db, { page: 2 })).items).toEqual([]);
});
