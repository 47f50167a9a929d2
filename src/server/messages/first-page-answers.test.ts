import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files, messageAttachments, messageRevisions, messages, users } from '@/server/db/schema';
import { body, travel } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createCustomer, createStaff } from '@/server/test/staff';

// The kept first page (decision 098) is only right while every change to what it shows bumps the customer's
// message_revisions number (migration 0027). One test per write path: each fails when its trigger is missing.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-05-04T10:00:00Z');
});
afterAll(() => ctx.close());

const rev = async (userId: string) =>
  (await ctx.deps.db.select().from(messageRevisions).where(eq(messageRevisions.userId, userId)))[0]?.rev ?? 0;
const post = (token: string, path: string, json: unknown) => ctx.api('POST', path, { token, json });
const page = async (token: string) => (await body(await ctx.api('GET', '/api/messages', { token }))).data;

/** A customer with an advisor and one message each way; the page has been read (and kept) once. */
async function conversation() {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createCustomer(ctx, advisor.user.id);
  travel(ctx, 60_000);
  const question = (await body(await post(customer.token, '/api/messages', { body: 'Soru' }))).data as { id: string };
  travel(ctx, 60_000);
  const staffPath = `/api/staff/cases/${customer.user.id}/messages`;
  const reply = (await body(await post(advisor.token, staffPath, { body: 'Yanıt' }))).data as { id: string };
  await page(customer.token);
  return { advisor, customer, question, reply, staffPath };
}

async function expectBump(userId: string, change: () => Promise<unknown>) {
  const before = await rev(userId);
  await change();
  expect(await rev(userId)).toBeGreaterThan(before);
}

test('the route serves the kept page until a write, then the new one (customer post, staff post)', async () => {
  const { advisor, customer, staffPath } = await conversation();
  const first = await page(customer.token);
  expect(first.items.map((m: { body: string }) => m.body)).toEqual(['Yanıt', 'Soru']);
  expect(first.unread).toBe(1);
  travel(ctx, 60_000);
  await expectBump(customer.user.id, () => post(advisor.token, staffPath, { body: 'İkinci yanıt' }));
  const second = await page(customer.token);
  expect(second.items[0].body).toBe('İkinci yanıt');
  expect(second.unread).toBe(2);
  travel(ctx, 60_000);
  await expectBump(customer.user.id, () => post(customer.token, '/api/messages', { body: 'Teşekkürler' }));
  expect((await page(customer.token)).items[0].body).toBe('Teşekkürler');
});

test('read marks of either side bump: the unread count and the read receipt', async () => {
  const { customer, reply, staffPath, advisor } = await conversation();
  await expectBump(customer.user.id, async () => {
    const res = await post(customer.token, '/api/messages/read', { upTo: reply.id });
    expect(res.status).toBe(200);
  });
  expect((await page(customer.token)).unread).toBe(0);
  // Staff have read up to their own reply; the customer's next message is what they read now.
  travel(ctx, 60_000);
  const next = (await body(await post(customer.token, '/api/messages', { body: 'Bir soru daha' }))).data;
  await page(customer.token);
  await expectBump(customer.user.id, () => post(advisor.token, `${staffPath}/read`, { upTo: next.id }));
  expect((await page(customer.token)).otherSideReadAt).toBe(next.createdAt);
});

test('a staff attachment sent with a message, its rename and its deletion bump', async () => {
  const { advisor, customer, staffPath } = await conversation();
  const uploaded = await ctx.api('POST', `${staffPath}/attachments`, {
    token: advisor.token,
    body: form({ file: [pdfBytes(), 'Vertrag.pdf'] }),
  });
  expect(uploaded.status).toBe(201);
  const file = (await body(uploaded)).data as { id: string };
  travel(ctx, 60_000);
  await expectBump(customer.user.id, () => post(advisor.token, staffPath, { body: 'Ek', documentIds: [file.id] }));
  expect((await page(customer.token)).items[0].attachments).toHaveLength(1);
  await expectBump(customer.user.id, () =>
    ctx.deps.db.update(files).set({ title: 'Sözleşme' }).where(eq(files.id, file.id)),
  );
  expect((await page(customer.token)).items[0].attachments[0].name).toBe('Sözleşme');
  await expectBump(customer.user.id, () =>
    ctx.deps.db.delete(messageAttachments).where(eq(messageAttachments.fileId, file.id)),
  );
  expect((await page(customer.token)).items[0].attachments).toEqual([]);
});

test('a message edited or deleted (anonymisation, a hand-written fix) bumps; the unread-mail marker does not', async () => {
  const { customer, reply } = await conversation();
  await expectBump(customer.user.id, () =>
    ctx.deps.db.update(messages).set({ body: '—' }).where(eq(messages.id, reply.id)),
  );
  expect((await page(customer.token)).items[0].body).toBe('—');
  const before = await rev(customer.user.id);
  await ctx.deps.db.update(messages).set({ mailedAt: new Date() }).where(eq(messages.id, reply.id));
  expect(await rev(customer.user.id)).toBe(before);
  await expectBump(customer.user.id, () => ctx.deps.db.delete(messages).where(eq(messages.id, reply.id)));
  expect((await page(customer.token)).items.map((m: { body: string }) => m.body)).toEqual(['Soru']);
});

test('a new advisor, and the advisor’s name or photo, bump every customer of theirs', async () => {
  const { advisor, customer } = await conversation();
  const other = await createCustomer(ctx, advisor.user.id);
  await page(other.token);
  const next = await createStaff(ctx, 'advisor', { firstName: 'Ayşe', lastName: 'Yılmaz' });
  await expectBump(customer.user.id, () =>
    ctx.deps.db.update(users).set({ assignedAdvisorId: next.user.id }).where(eq(users.id, customer.user.id)),
  );
  expect((await page(customer.token)).advisor.firstName).toBe('Ayşe');
  await expectBump(other.user.id, () =>
    ctx.deps.db.update(users).set({ lastName: 'Weber-Kaya' }).where(eq(users.id, advisor.user.id)),
  );
  expect((await page(other.token)).advisor.lastName).toBe('Weber-Kaya');
  await expectBump(other.user.id, () =>
    ctx.deps.db
      .update(users)
      .set({ avatarFileId: sql`gen_random_uuid()` })
      .where(eq(users.id, advisor.user.id)),
  );
  expect((await page(other.token)).advisor.photoUrl).toBe('/messages/advisor-photo');
});
