import { afterAll, beforeAll, expect, test } from 'vitest';
import { body } from '@/server/test/accounts';
import { setClock, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { notify } from './notify';

let ctx: TestContext;
let userId: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx)).user.id;
  // Five notifications a minute apart; the last is the newest.
  for (let i = 1; i <= 5; i += 1) {
    setClock(ctx, `2026-05-04T10:0${i}:00Z`);
    await notify(ctx.deps, userId, {
      kind: 'step_completed',
      key: `message:${i}`,
      params: { sender: `Advisor ${i}` },
      link: '/dashboard/support',
    });
  }
  token = await tokenFor(ctx, userId);
});
afterAll(() => ctx.close());

const get = async (url: string, t = token) => body(await ctx.api('GET', url, { token: t }));

test('newest first, a page at a time, with the unread count', async () => {
  const first = (await get('/api/notifications?limit=2')).data;
  expect(first.unread).toBe(5);
  expect(first.items.map((n: { params: { sender: string } }) => n.params.sender)).toEqual(['Advisor 5', 'Advisor 4']);
  expect(first.items[0]).toEqual({
    id: expect.any(String),
    kind: 'step_completed',
    titleKey: 'notifications:step_completed.title',
    messageKey: 'notifications:step_completed.message',
    params: { sender: 'Advisor 5' },
    link: '/dashboard/support',
    readAt: null,
    createdAt: '2026-05-04T10:05:00.000Z',
  });
  const second = (await get(`/api/notifications?limit=2&cursor=${first.nextCursor}`)).data;
  expect(second.items.map((n: { params: { sender: string } }) => n.params.sender)).toEqual(['Advisor 3', 'Advisor 2']);
  const last = (await get(`/api/notifications?limit=2&cursor=${second.nextCursor}`)).data;
  expect(last.items).toHaveLength(1);
  expect(last.nextCursor).toBeNull();
  for (const query of ['limit=0', 'limit=51', 'cursor=bm90LWEtY3Vyc29y'])
    expect((await ctx.api('GET', `/api/notifications?${query}`, { token })).status, query).toBe(400);
});

test('marking read: own ids, or all; another user’s id answers 404 and marks nothing', async () => {
  const items = (await get('/api/notifications')).data.items as { id: string }[];
  const { user: stranger, token: strangerToken } = await createUser(ctx);
  const foreign = await notify(ctx.deps, stranger.id, {
    kind: 'step_completed',
    key: 'message:x',
    params: { sender: 'X' },
  });
  expect((await get('/api/notifications', strangerToken)).data.items.map((n: { id: string }) => n.id)).toEqual([
    foreign!.id,
  ]);

  const mixed = await ctx.api('POST', '/api/notifications/read', { token, json: { ids: [items[0]!.id, foreign!.id] } });
  expect(mixed.status).toBe(404);
  expect((await get('/api/notifications')).data.unread).toBe(5);

  const some = await ctx.api('POST', '/api/notifications/read', { token, json: { ids: [items[0]!.id, items[1]!.id] } });
  expect(await body(some)).toEqual({ success: true, data: { unread: 3 } });
  expect((await get('/api/notifications?limit=1')).data.items[0].readAt).toBe('2026-05-04T10:05:00.000Z');
  const all = await ctx.api('POST', '/api/notifications/read', { token, json: { all: true } });
  expect((await body(all)).data.unread).toBe(0);
  expect((await get('/api/notifications', strangerToken)).data.unread).toBe(1);
  for (const json of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }])
    expect((await ctx.api('POST', '/api/notifications/read', { token, json })).status, JSON.stringify(json)).toBe(400);
});

test('the unread count answers 304 to a poll while nothing changed', async () => {
  const first = await ctx.api('GET', '/api/notifications/unread-count', { token });
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const { unread } = (await body(first)).data;
  const again = await ctx.api('GET', '/api/notifications/unread-count', { token, headers: { 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  setClock(ctx, '2026-05-04T11:00:00Z');
  await notify(ctx.deps, userId, { kind: 'step_completed', key: 'step:1' });
  token = await tokenFor(ctx, userId); // the clock moved past the first token's lifetime
  const changed = await ctx.api('GET', '/api/notifications/unread-count', {
    token,
    headers: { 'If-None-Match': etag },
  });
  expect(changed.status).toBe(200);
  expect(await body(changed)).toEqual({
    success: true,
    data: { unread: unread + 1, latest: '2026-05-04T11:00:00.000Z' },
  });
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect((await ctx.api('GET', '/api/notifications/unread-count')).status).toBe(401);
});

test('e-mail preferences: every kind on by default; a PUT changes the kinds it names and ignores unknown ones', async () => {
  const { token: own } = await createUser(ctx);
  const defaults = (await get('/api/notifications/preferences', own)).data.email;
  expect(Object.values(defaults).every((v) => v === true)).toBe(true);
  expect(Object.keys(defaults)).toContain('appointment_reminder');
  const put = await ctx.api('PUT', '/api/notifications/preferences', {
    token: own,
    json: { email: { payment_received: false, appointment_booked: true, spam: false } },
  });
  const saved = (await body(put)).data.email;
  expect(saved).toMatchObject({ payment_received: false, appointment_booked: true, document_rejected: true });
  expect(saved).not.toHaveProperty('spam');
  expect((await get('/api/notifications/preferences', own)).data.email.payment_received).toBe(false);
  expect((await get('/api/notifications/preferences')).data.email.payment_received).toBe(true);
  const bad = await ctx.api('PUT', '/api/notifications/preferences', {
    token: own,
    json: { email: { payment_received: 'no' } },
  });
  expect(bad.status).toBe(400);
});
