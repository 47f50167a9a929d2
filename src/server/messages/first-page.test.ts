import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { fileUrl } from '@/server/files/service';
import { body, travel } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createCustomer, createStaff } from '@/server/test/staff';
import { findConversation, messagePage } from './conversation';
import { customerUnread, firstMessagePage } from './first-page';

// The first page of GET /api/messages is one prepared statement (decision 090); these tests hold it to the answer
// of the general path (messagePage, which older pages still take) on the same data.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-05-04T10:00:00Z');
});
afterAll(() => ctx.close());

const PHOTO = '/messages/advisor-photo';

async function generalPath(customerId: string, limit: number) {
  const conversation = await findConversation(ctx.deps.db, customerId);
  return messagePage(ctx.deps.db, conversation, 'customer', { limit }, fileUrl);
}

async function upload(token: string, name: string) {
  const res = await ctx.api('POST', '/api/documents', {
    token,
    body: form({ category: 'other', name, file: [pdfBytes(), `${name}.pdf`] }),
  });
  return (await body(res)).data as { id: string };
}

test('the same page as the general path: attachments, staff names, unread, read marker, advisor photo', async () => {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createCustomer(ctx, advisor.user.id);
  const diploma = await upload(customer.token, 'Diploma');
  travel(ctx, 1000);
  const transcript = await upload(customer.token, 'Transkript');
  const post = (token: string, path: string, json: unknown) => ctx.api('POST', path, { token, json });
  for (let i = 0; i < 4; i++) {
    travel(ctx, 60_000);
    const documentIds = i === 1 ? [transcript.id, diploma.id] : undefined;
    expect((await post(customer.token, '/api/messages', { body: `Soru ${i}`, documentIds })).status).toBe(201);
    travel(ctx, 60_000);
    const reply = await post(advisor.token, `/api/staff/cases/${customer.user.id}/messages`, { body: `Yanıt ${i}` });
    expect(reply.status).toBe(201);
    if (i === 1) await post(customer.token, '/api/messages/read', { upTo: (await body(reply)).data.id });
  }
  await ctx.deps.db.update(users).set({ avatarFileId: diploma.id }).where(eq(users.id, advisor.user.id));

  for (const limit of [3, 8, 30]) {
    const fast = await firstMessagePage(ctx.deps.db, customer.user.id, limit, fileUrl, PHOTO);
    expect(fast).toEqual({
      ...(await generalPath(customer.user.id, limit)),
      advisor: { firstName: 'Jonas', lastName: 'Weber', photoUrl: PHOTO },
    });
    expect(fast.items).toHaveLength(Math.min(limit, 8));
  }
  const page = await firstMessagePage(ctx.deps.db, customer.user.id, 30, fileUrl, PHOTO);
  // Writing reads what came before (post.ts): only the last reply is unread.
  expect(page.unread).toBe(1);
  expect(await customerUnread(ctx.deps.db, customer.user.id)).toBe(1);
  const unreadAnswer = await ctx.api('GET', '/api/messages/unread-count', { token: customer.token });
  expect((await body(unreadAnswer)).data).toEqual({ unread: 1 });
  expect(page.items.find((m) => m.attachments.length)?.attachments.map((a) => a.name)).toEqual([
    'Diploma',
    'Transkript',
  ]);
  // And through the route, which answers the first page from it.
  const routed = await ctx.api('GET', '/api/messages?limit=3', { token: customer.token });
  expect((await body(routed)).data).toEqual(await firstMessagePage(ctx.deps.db, customer.user.id, 3, fileUrl, PHOTO));
});

test('a customer with no conversation and no advisor gets an empty page', async () => {
  const customer = await createCustomer(ctx);
  const empty = { items: [], nextBefore: null, unread: 0, otherSideReadAt: null, advisor: null };
  expect(await firstMessagePage(ctx.deps.db, customer.user.id, 30, fileUrl, PHOTO)).toEqual(empty);
  expect({ ...(await generalPath(customer.user.id, 30)), advisor: null }).toEqual(empty);
  expect(await customerUnread(ctx.deps.db, customer.user.id)).toBe(0);
  expect((await body(await ctx.api('GET', '/api/messages', { token: customer.token }))).data).toEqual(empty);
});

test('a customer who never read: every staff message counts, as on the general path', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  for (const text of ['Merhaba', 'Belgeleriniz?', 'Randevu']) {
    travel(ctx, 60_000);
    const reply = await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
      token: advisor.token,
      json: { body: text },
    });
    expect(reply.status).toBe(201);
  }
  // No read marker yet: the statement's bound is -infinity, not "nothing".
  expect((await findConversation(ctx.deps.db, customer.user.id))?.customerReadAt).toBeNull();
  expect(await customerUnread(ctx.deps.db, customer.user.id)).toBe(3);
  expect((await firstMessagePage(ctx.deps.db, customer.user.id, 30, fileUrl, PHOTO)).unread).toBe(3);
  expect((await generalPath(customer.user.id, 30)).unread).toBe(3);
});
