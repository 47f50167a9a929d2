import { afterAll, beforeAll, expect, test } from 'vitest';
import { notify } from '@/server/notifications/notify';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readSse, type SseReader } from '@/server/test/sse';
import { createCustomer, createStaff } from '@/server/test/staff';
import { closeEventStreams } from './hub';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ EVENTS_HEARTBEAT_MS: '300' });
});
afterAll(async () => {
  await closeEventStreams(ctx.deps.db);
  await ctx.close();
});

const open: SseReader[] = [];
async function stream(token: string, lastEventId?: string) {
  const res = await ctx.api('GET', '/api/events', {
    token,
    ...(lastEventId && { headers: { 'Last-Event-ID': lastEventId } }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = readSse(res);
  open.push(reader);
  const ready = await reader.next();
  expect(ready.event).toBe('ready');
  return { reader, ready };
}
afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
});

/** The next event of `type`, skipping others (a message also brings its recipient a notification). */
async function nextOf(reader: SseReader, type: string) {
  for (;;) {
    const event = await reader.next();
    if (event.event === type) return event;
  }
}

const post = (token: string, text: string) => ctx.api('POST', '/api/messages', { token, json: { body: text } });

test('a message reaches the customer’s and the advisor’s streams, and nobody else’s', async () => {
  const advisor = await createStaff(ctx);
  const customer = await createCustomer(ctx, advisor.user.id);
  const stranger = await createCustomer(ctx, (await createStaff(ctx)).user.id);
  const otherAdvisor = await createStaff(ctx);
  const [mine, staff, theirs, otherStaff] = await Promise.all(
    [customer.token, advisor.token, stranger.token, otherAdvisor.token].map((t) => stream(t)),
  );
  expect((await post(customer.token, 'Canlı mı?')).status).toBe(201);
  for (const { reader } of [mine!, staff!]) {
    const event = await reader.next();
    expect(event.event).toBe('message');
    expect(event.data).toMatchObject({
      customerId: customer.user.id,
      message: { body: 'Canlı mı?', sender: 'customer' },
    });
  }
  expect(await theirs!.reader.drain(300)).toEqual([]);
  expect(await otherStaff!.reader.drain(0)).toEqual([]);
  expect(staff!.reader.pings()).toBeGreaterThan(0);
});

test('a cut stream resumes from Last-Event-ID: what was missed, in order, once, then live', async () => {
  const advisor = await createStaff(ctx);
  const customer = await createCustomer(ctx, advisor.user.id);
  const first = await stream(customer.token);
  await post(customer.token, 'bir');
  const one = await nextOf(first.reader, 'message');
  await first.reader.close();

  for (const text of ['iki', 'üç', 'dört'])
    await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
      token: advisor.token,
      json: { body: text },
    });
  const again = await stream(customer.token, one.id);
  const replayed = [];
  for (let i = 0; i < 3; i++) replayed.push(await nextOf(again.reader, 'message'));
  expect(replayed.map((e) => (e.data as { message: { body: string } }).message.body)).toEqual(['iki', 'üç', 'dört']);
  expect(replayed.map((e) => Number(e.id))).toEqual([...replayed.map((e) => Number(e.id))].sort((a, b) => a - b));
  await post(customer.token, 'beş');
  const live = await nextOf(again.reader, 'message');
  expect((live.data as { message: { body: string } }).message.body).toBe('beş');
  expect((await again.reader.drain(300)).filter((e) => e.event === 'message')).toEqual([]);
});

test('read receipts and notifications are pushed; closing all streams ends them', async () => {
  const advisor = await createStaff(ctx);
  const customer = await createCustomer(ctx, advisor.user.id);
  const staffStream = await stream(advisor.token);
  const customerStream = await stream(customer.token);
  const { data: reply } = (await (
    await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
      token: advisor.token,
      json: { body: 'Merhaba' },
    })
  ).json()) as { data: { id: string } };
  await nextOf(staffStream.reader, 'message');
  await nextOf(customerStream.reader, 'message');
  await ctx.api('POST', '/api/messages/read', { token: customer.token, json: { upTo: reply.id } });
  const receipt = await nextOf(staffStream.reader, 'read');
  expect(receipt).toMatchObject({ event: 'read', data: { customerId: customer.user.id, side: 'customer' } });

  await notify(ctx.deps, customer.user.id, { kind: 'step_completed', key: `test:${reply.id}` });
  const seen = await customerStream.reader.drain(300);
  // The staff message's notification, the customer's own read receipt (their other tabs), then the step's.
  expect(seen.map((e) => e.event)).toEqual(['notification', 'read', 'notification']);
  expect(seen.map((e) => (e.data as { kind?: string }).kind)).toEqual(['new_message', undefined, 'step_completed']);

  await closeEventStreams(ctx.deps.db);
  await staffStream.reader.ended;
  await customerStream.reader.ended;
});

test('without a valid token the stream answers 401', async () => {
  expect((await ctx.api('GET', '/api/events')).status).toBe(401);
});
