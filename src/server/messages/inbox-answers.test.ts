import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Inbox } from '@/lib/schemas/messages';
import { conversations, messages, users } from '@/server/db/schema';
import { sequenceRevision } from '@/server/fast/shared-answers';
import { body, travel } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import { waitedSeconds, waitingConversations } from './inbox';

// The kept inbox (decision 102) is only right while every change to what it shows advances inbox_revision
// (migration 0030). One test per write path, each asserting the number moved and the route's new answer — without
// the clock moving past the kept answer's age limit, so a missing trigger leaves the old answer and fails.
let ctx: TestContext;
let revision: () => Promise<string>;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-05-04T10:00:00Z');
  revision = sequenceRevision(ctx.deps.db, 'inbox_revision');
});
afterAll(() => ctx.close());

const inbox = async (token: string): Promise<Inbox> =>
  (await body(await ctx.api('GET', '/api/staff/inbox', { token }))).data;
const post = (token: string, path: string, json: unknown) => ctx.api('POST', path, { token, json });
const mine = (page: Inbox, customerId: string) => page.items.find((item) => item.customer.id === customerId);

async function expectBump(change: () => Promise<unknown>) {
  const before = BigInt(await revision());
  await change();
  expect(BigInt(await revision())).toBeGreaterThan(before);
}

/** An advisor and an admin, a customer of the advisor who wrote once; both inboxes read (and kept) once. */
async function waiting() {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const admin = await createStaff(ctx, 'admin');
  const customer = await createCustomer(ctx, advisor.user.id, { firstName: 'Ayşe', lastName: 'Yılmaz' });
  await expectBump(() => post(customer.token, '/api/messages', { body: 'Merhaba' }));
  await inbox(advisor.token);
  await inbox(admin.token);
  return { advisor, admin, customer, staffPath: `/api/staff/cases/${customer.user.id}/messages` };
}

test('the kept text is the plain answer byte for byte, the waited seconds counted at each request', async () => {
  const { advisor, admin, customer } = await waiting();
  const second = await createCustomer(ctx, null, { firstName: 'İsmail', lastName: 'Şahin' });
  await post(second.token, '/api/messages', { body: 'x'.repeat(300) });
  for (const staff of [advisor, admin]) {
    for (const step of [0, 1_500, 61_000]) {
      travel(ctx, step);
      const res = await ctx.api('GET', '/api/staff/inbox?limit=20', { token: staff.token });
      const plain = await waitingConversations(
        ctx.deps.db,
        { id: staff.user.id, role: staff.user.role as 'admin' },
        20,
      );
      const now = ctx.deps.now().getTime();
      const items = plain.items.map(({ customer: c, advisor: a, waitingSince, unread, lastMessage }) => ({
        customer: c,
        advisor: a,
        waitingSince,
        waitedSeconds: waitedSeconds(Date.parse(waitingSince), now),
        unread,
        lastMessage,
      }));
      expect(await res.text()).toBe(JSON.stringify({ success: true, data: { items, total: plain.total } }));
    }
  }
  // The advisor sees their customer and the unassigned one; the waited seconds moved with the clock alone.
  const page = await inbox(advisor.token);
  expect(mine(page, customer.user.id)?.waitedSeconds).toBeGreaterThan(60);
  expect(mine(page, second.user.id)?.lastMessage.body).toHaveLength(200);
});

test('a customer message, a staff reply and the staff read mark move the number and the answer', async () => {
  const { advisor, customer, staffPath } = await waiting();
  travel(ctx, 500);
  const next = await post(customer.token, '/api/messages', { body: 'Bir soru daha' });
  expect(mine(await inbox(advisor.token), customer.user.id)?.unread).toBe(2);
  const nextId = ((await body(next)).data as { id: string }).id;
  await expectBump(() => post(advisor.token, `${staffPath}/read`, { upTo: nextId }));
  expect(mine(await inbox(advisor.token), customer.user.id)?.unread).toBe(0);
  await expectBump(() => post(advisor.token, staffPath, { body: 'Yanıt' }));
  expect(mine(await inbox(advisor.token), customer.user.id)).toBeUndefined();
});

test('renaming the customer or the advisor, and moving the case to another advisor, move the number', async () => {
  const { advisor, admin, customer } = await waiting();
  await expectBump(() =>
    ctx.api('PUT', '/api/profile', {
      token: customer.token,
      json: { firstName: 'Ayşegül', lastName: 'Yılmaz', preferredLanguage: 'tr' },
    }),
  );
  expect(mine(await inbox(admin.token), customer.user.id)?.customer.firstName).toBe('Ayşegül');
  await expectBump(() => ctx.deps.db.update(users).set({ lastName: 'Weiß' }).where(eq(users.id, advisor.user.id)));
  expect(mine(await inbox(admin.token), customer.user.id)?.advisor?.lastName).toBe('Weiß');
  const other = await createStaff(ctx, 'advisor');
  await inbox(other.token);
  await expectBump(async () => {
    const res = await ctx.api('PATCH', `/api/staff/cases/${customer.user.id}`, {
      token: admin.token,
      json: { advisorId: other.user.id },
    });
    expect(res.status).toBe(200);
  });
  expect(mine(await inbox(advisor.token), customer.user.id)).toBeUndefined();
  expect(mine(await inbox(other.token), customer.user.id)?.advisor?.id).toBe(other.user.id);
});

test('an edited message and a deleted account move the number; the unread-mail marker does not', async () => {
  const { admin, customer } = await waiting();
  const [last] = await ctx.deps.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.customerId, customer.user.id));
  await expectBump(() => ctx.deps.db.update(messages).set({ body: 'Düzeltildi' }).where(eq(messages.id, last!.id)));
  expect(mine(await inbox(admin.token), customer.user.id)?.lastMessage.body).toBe('Düzeltildi');
  const before = await revision();
  await ctx.deps.db.update(messages).set({ mailedAt: ctx.deps.now() }).where(eq(messages.id, last!.id));
  await ctx.deps.db.update(users).set({ lastLoginAt: ctx.deps.now() }).where(eq(users.id, customer.user.id));
  expect(await revision()).toBe(before);
  await expectBump(() => ctx.deps.db.delete(users).where(eq(users.id, customer.user.id)));
  expect(mine(await inbox(admin.token), customer.user.id)).toBeUndefined();
});
