import { afterAll, beforeAll, expect, test } from 'vitest';
import { readSse } from '@/server/test/sse';
import { startCluster, type Cluster } from './cluster';

// Two API processes on one PostgreSQL: a message written through one reaches a stream held on the other
// (LISTEN/NOTIFY, decision 078), and a stream cut mid-way resumes from Last-Event-ID without loss or duplicates.
const ADMIN = { email: 'live-admin@example.com', password: 'Guclu123' };
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(process.env.TEST_DATABASE_URL!, 2, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}, 120_000);
afterAll(() => cluster?.close());

const post = async (base: string, path: string, json: unknown, token?: string) => {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(json),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

const stream = async (base: string, token: string, lastEventId?: string) => {
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId && { 'last-event-id': lastEventId }) },
  });
  expect(res.status).toBe(200);
  const reader = readSse(res);
  const ready = await reader.next(5000);
  expect(ready.event).toBe('ready');
  return { reader, ready };
};

/** The next message event (a message also brings its recipient a notification event). */
async function nextMessage(reader: Awaited<ReturnType<typeof stream>>['reader']) {
  for (;;) {
    const event = await reader.next(2000);
    if (event.event === 'message') return event;
  }
}

const bodyOf = (data: unknown) => (data as { message: { body: string } }).message.body;

test('a message posted through process A arrives on a stream held on process B within 2 s; a cut stream resumes', async () => {
  const [a, b] = cluster.urls as [string, string];
  const admin = (await post(b, '/auth/login', ADMIN)).access_token as string;
  const registered = await post(a, '/auth/register', {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: `live-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'Guclu123',
    acceptTerms: true,
  });
  const customer = registered.access_token as string;
  const customerId = (registered.user as { id: string }).id;

  const staffStream = await stream(b, admin);
  const started = Date.now();
  await post(a, '/messages', { body: 'Süreç nasıl ilerliyor?' }, customer);
  const arrived = await nextMessage(staffStream.reader);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(arrived.event).toBe('message');
  expect(arrived.data).toMatchObject({ customerId, message: { body: 'Süreç nasıl ilerliyor?' } });

  const first = await stream(b, customer);
  await post(a, `/staff/cases/${customerId}/messages`, { body: 'bir' }, admin);
  const one = await nextMessage(first.reader);
  expect(bodyOf(one.data)).toBe('bir');
  await first.reader.close();

  // Written while the customer's stream is down, alternately through both processes.
  await post(a, `/staff/cases/${customerId}/messages`, { body: 'iki' }, admin);
  await post(b, '/messages', { body: 'üç' }, customer);
  await post(a, `/staff/cases/${customerId}/messages`, { body: 'dört' }, admin);
  const resumed = await stream(b, customer, one.id);
  const missed = [];
  for (let i = 0; i < 3; i += 1) missed.push(await nextMessage(resumed.reader));
  expect(missed.map((e) => bodyOf(e.data))).toEqual(['iki', 'üç', 'dört']);
  await post(a, '/messages', { body: 'beş' }, customer);
  expect(bodyOf((await nextMessage(resumed.reader)).data)).toBe('beş');
  const rest = await resumed.reader.drain(500);
  expect(rest.filter((e) => e.event === 'message')).toEqual([]);
  await Promise.all([resumed.reader.close(), staffStream.reader.close()]);
});
