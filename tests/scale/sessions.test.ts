import { afterAll, beforeAll, expect, test } from 'vitest';
import { startCluster, type Cluster } from './cluster';

// Decision 076: a password change in one process ends the sessions in the other at once, not when its live-user
// cache (5 s) expires: the change is announced with NOTIFY and every process forgets the account.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(process.env.TEST_DATABASE_URL!, 2);
}, 120_000);
afterAll(() => cluster?.close());

const call = (base: string, method: string, path: string, token?: string, json?: unknown) =>
  fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });

test('an access token issued before a password change is refused by the other process at once', async () => {
  const [a, b] = cluster.urls as [string, string];
  const email = `epoch-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const registered = await call(a, 'POST', '/auth/register', undefined, {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email,
    password: 'Guclu123',
    acceptTerms: true,
  });
  expect(registered.status).toBe(201);
  const { access_token } = ((await registered.json()) as { data: { access_token: string } }).data;
  // Process B has the account in its live-user cache now.
  expect((await call(b, 'GET', '/auth/session', access_token)).status).toBe(200);

  const changed = await call(a, 'POST', '/profile/change-password', access_token, {
    currentPassword: 'Guclu123',
    newPassword: 'Yeni1Sifre',
  });
  expect(changed.status).toBe(200);
  const handed = ((await changed.json()) as { data: { access_token: string } }).data.access_token;
  // NOTIFY is delivered at commit; give B's listener a moment well below the cache's 5 s.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await call(b, 'GET', '/auth/session', access_token)).status).toBe(401);
  expect((await call(b, 'GET', '/auth/session', handed)).status).toBe(200);

  expect((await call(b, 'POST', '/auth/logout-all', handed)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await call(a, 'GET', '/auth/session', handed)).status).toBe(401);
});
