import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  appointments,
  customerListRevisions,
  files,
  notifications,
  packages,
  payments,
  users,
} from '@/server/db/schema';
import { reviewDocument } from '@/server/documents/review';
import { notify } from '@/server/notifications/notify';
import { notifyMany } from '@/server/notifications/notify-many';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { buy, catalogContext, getData } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createStaff } from '@/server/test/staff';
import { createUser } from '@/server/test/users';

// The kept documents, payments, appointments and notifications answers (decision 103) are only right while every change to what
// they show bumps the customer's customer_list_revisions number (migration 0029). One test per write path, each
// reading the answer first (so it is kept) and again after the write: a missing trigger fails both assertions.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await catalogContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  admin = (await createStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

const rev = async (userId: string) =>
  (await ctx.deps.db.select().from(customerListRevisions).where(eq(customerListRevisions.userId, userId)))[0]?.rev ?? 0;

/** Reads `path` (kept), runs `change`, checks the number moved, and answers the read after it. */
async function afterBump(userId: string, token: string, path: string, change: () => Promise<unknown>) {
  await getData(ctx, path, token);
  const before = await rev(userId);
  await change();
  expect(await rev(userId)).toBeGreaterThan(before);
  return getData(ctx, path, token);
}

const upload = async (token: string, parts: Record<string, string | [Buffer, string]>) => {
  const res = await ctx.api('POST', '/api/documents', { token, body: form(parts) });
  expect(res.status).toBe(201);
  return (await body(res)).data as { id: string };
};

test('documents: an upload, a review, a message attachment, a rename and a deletion each renew the first page', async () => {
  const { user, token } = await createUser(ctx);
  const staff = await createStaff(ctx, 'advisor');
  const docs = '/api/documents';
  let page = await afterBump(user.id, token, docs, () =>
    upload(token, { category: 'cv', file: [pdfBytes(), 'cv.pdf'] }),
  );
  const cv = page.items[0];
  expect(page.counts.cv.total).toBe(1);

  const other = { category: 'other', name: 'Diploma', file: [pdfBytes(), 'd.pdf'] as [Buffer, string] };
  page = await afterBump(user.id, token, docs, () => upload(token, other));
  expect(page.items.map((d: { name: string }) => d.name)).toEqual(['cv.pdf', 'Diploma']);
  // The category tab's first page is a key of its own, renewed by the same number.
  expect((await getData(ctx, `${docs}?category=other`, token)).total).toBe(1);

  page = await afterBump(user.id, token, docs, () =>
    reviewDocument(ctx.deps, { documentId: cv.id, decision: 'rejected', reason: 'Eksik', staffId: staff.user.id }),
  );
  expect(page.counts.cv.rejected).toBe(1);

  page = await afterBump(user.id, token, docs, () =>
    ctx.api('POST', '/api/messages', { token, json: { body: 'CV', documentIds: [cv.id] } }),
  );
  expect(page.items[0].sentInMessage).toBe(true);

  page = await afterBump(user.id, token, docs, () =>
    ctx.deps.db.update(files).set({ title: 'Özgeçmiş' }).where(eq(files.id, cv.id)),
  );
  expect(page.items[0].name).toBe('Özgeçmiş');

  const diploma = page.items[1].id;
  page = await afterBump(user.id, token, docs, () => ctx.api('DELETE', `${docs}/${diploma}`, { token }));
  expect(page.items).toHaveLength(1);
  expect((await getData(ctx, `${docs}?category=other`, token)).total).toBe(0);
});

test('payments: a purchase, a refund and a catalog rename renew the list', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'en' });
  let list = await afterBump(user.id, token, '/api/payments', () => buy(ctx, token, 'STANDARD'));
  expect(list).toHaveLength(1);
  const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));

  list = await afterBump(user.id, token, '/api/payments', async () => {
    const res = await ctx.api('POST', `/api/staff/payments/${payment!.id}/refunds`, {
      token: admin,
      json: { amountCents: 500, reason: 'Kulanz' },
    });
    expect(res.status).toBe(201);
  });
  expect(list[0]).toMatchObject({ status: 'partially_refunded', refundedCents: 500 });
  expect(list[0].refunds).toHaveLength(1);

  // A charge that kept no name of its own shows the catalog's: renaming the package renews its buyers' lists.
  await ctx.deps.db.update(payments).set({ packageName: null }).where(eq(payments.id, payment!.id));
  list = await afterBump(user.id, token, '/api/payments', () =>
    ctx.deps.db
      .update(packages)
      .set({ text: sql`jsonb_set(${packages.text}, '{en,name}', '"Renamed"')` })
      .where(eq(packages.id, payment!.packageId)),
  );
  expect(list[0].package.name).toBe('Renamed');
});

test('appointments: booking, cancelling, a staff change and an advisor rename renew the list; a reminder does not', async () => {
  const advisor = await createAdvisor(ctx, undefined, { firstName: 'Elif', lastName: 'Kaya' });
  const { user } = await createUser(ctx);
  const token = await tokenFor(ctx, user.id);
  const path = '/api/appointments';
  let list = await afterBump(user.id, token, path, async () => {
    expect((await book(ctx, token, { start: '2026-03-24T08:00:00Z' })).status).toBe(201);
  });
  expect(list[0]).toMatchObject({ status: 'pending', cancellable: true, advisor: { name: 'Elif Kaya' } });
  const id = list[0].id as string;

  list = await afterBump(user.id, token, path, () =>
    ctx.deps.db
      .update(appointments)
      .set({ meetingUrl: 'https://meet.example.com/x', status: 'confirmed' })
      .where(eq(appointments.id, id)),
  );
  expect(list[0]).toMatchObject({ status: 'confirmed', platform: 'meet.example.com' });

  // Renamed however (profile, staff console, a fix in SQL): the trigger is on the users row.
  list = await afterBump(user.id, token, path, () =>
    ctx.deps.db.update(users).set({ firstName: 'Elif Naz' }).where(eq(users.id, advisor.user.id)),
  );
  expect(list[0].advisor.name).toBe('Elif Naz Kaya');

  // The reminder job's claim is not shown: no bump.
  const before = await rev(user.id);
  await ctx.deps.db.update(appointments).set({ reminderSentAt: new Date() }).where(eq(appointments.id, id));
  expect(await rev(user.id)).toBe(before);

  list = await afterBump(user.id, token, path, () => ctx.api('POST', `${path}/${id}/cancel`, { token }));
  expect(list[0]).toMatchObject({ status: 'cancelled', cancellable: false });
});

test('appointments: the kept list turns by the clock alone at the cancellation cut-off and at the end', async () => {
  await createAdvisor(ctx);
  const { user } = await createUser(ctx);
  setClock(ctx, '2026-03-23T06:00:00Z');
  let token = await tokenFor(ctx, user.id);
  expect((await book(ctx, token, { start: '2026-03-24T09:00:00Z' })).status).toBe(201);
  expect((await getData(ctx, '/api/appointments', token))[0].cancellable).toBe(true);
  expect(await getData(ctx, '/api/appointments?filter=upcoming', token)).toHaveLength(1);
  // Kept empty now; the upcoming appointment's end is what must renew it.
  expect(await getData(ctx, '/api/appointments?filter=past', token)).toHaveLength(0);
  const number = await rev(user.id);
  // 12 hours before the start, no write in between: the kept answer must not be sent any more.
  setClock(ctx, '2026-03-23T21:00:01Z');
  token = await tokenFor(ctx, user.id);
  expect((await getData(ctx, '/api/appointments', token))[0].cancellable).toBe(false);
  setClock(ctx, '2026-03-24T12:00:00Z');
  token = await tokenFor(ctx, user.id);
  expect(await getData(ctx, '/api/appointments?filter=upcoming', token)).toHaveLength(0);
  expect(await getData(ctx, '/api/appointments?filter=past', token)).toHaveLength(1);
  expect(await rev(user.id)).toBe(number);
});

test('notifications: a new one, one read, all read, a batch of several users and a deletion renew the first page', async () => {
  const { user, token } = await createUser(ctx);
  const other = await createUser(ctx);
  const path = '/api/notifications';
  const event = (key: string) => ({ kind: 'step_completed' as const, key, params: {}, link: '/dashboard' });
  let page = await afterBump(user.id, token, path, () => notify(ctx.deps, user.id, event('a')));
  expect(page.unread).toBe(1);
  page = await afterBump(user.id, token, path, () => notify(ctx.deps, user.id, event('b')));
  expect(page.items).toHaveLength(2);

  page = await afterBump(user.id, token, path, () =>
    ctx.api('POST', `${path}/read`, { token, json: { ids: [page.items[0].id] } }),
  );
  expect(page.unread).toBe(1);
  page = await afterBump(user.id, token, path, () => ctx.api('POST', `${path}/read`, { token, json: { all: true } }));
  expect(page.unread).toBe(0);

  // One statement for several users (the renewal job's way): each user's number moves.
  const otherBefore = await rev(other.user.id);
  page = await afterBump(user.id, token, path, () =>
    ctx.deps.db.transaction((tx) =>
      notifyMany(tx, () => {}, ctx.deps.now(), 'step_completed', [
        { userId: user.id, key: 'batch', params: {}, link: '/dashboard' },
        { userId: other.user.id, key: 'batch', params: {}, link: '/dashboard' },
      ]),
    ),
  );
  expect(page.items).toHaveLength(3);
  expect(await rev(other.user.id)).toBeGreaterThan(otherBefore);

  page = await afterBump(user.id, token, path, () =>
    ctx.deps.db.delete(notifications).where(eq(notifications.userId, user.id)),
  );
  expect(page).toMatchObject({ items: [], unread: 0 });
});
