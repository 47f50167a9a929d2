import { afterAll, beforeAll, expect, test } from 'vitest';
import { form, pdfBytes } from '@/server/test/files';
import { startCluster, type Cluster } from './cluster';

// Two API processes, one PostgreSQL, one S3 bucket, a round-robin proxy: they must behave as one server.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(process.env.TEST_DATABASE_URL!, 2, { RATE_LIMIT_LOGIN: '4', JOB_TICK_MS: '100' });
}, 120_000);
afterAll(() => cluster?.close());

const post = (base: string, path: string, json: unknown, token?: string) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(json),
  });

async function registerVia(base: string) {
  const email = `scale-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await post(base, '/auth/register', {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email,
    password: 'Guclu123',
    acceptTerms: true,
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { access_token: string; refresh_token: string } };
  return { email, ...data };
}

test('the login limit is reached after the same number of failures wherever they land', async () => {
  const { email } = await registerVia(cluster.proxyUrl);
  // Four failures alternate between the processes; per-process counters would allow eight.
  for (let i = 0; i < 4; i += 1)
    expect((await post(cluster.proxyUrl, '/auth/login', { email, password: 'Wrong1234' })).status).toBe(401);
  for (const url of cluster.urls)
    expect((await post(url, '/auth/login', { email, password: 'Guclu123' })).status).toBe(429);
});

test('a file uploaded through one process downloads through the other', async () => {
  const [a, b] = cluster.urls as [string, string];
  const account = await registerVia(a);
  const pdf = pdfBytes();
  const upload = await fetch(`${a}/api/onboarding/cv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.access_token}` },
    body: form({ file: [pdf, 'cv.pdf'] }),
  });
  expect(upload.status).toBe(201);
  const { url } = ((await upload.json()) as { data: { file: { url: string } } }).data.file;
  const download = await fetch(`${b}/api${url}`, { headers: { authorization: `Bearer ${account.access_token}` } });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
});

test('a scheduled job runs once per interval although both processes tick it every 100 ms', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rows = await cluster.sql<{ runs: number }[]>`select runs from job_runs where name = 'credential-cleanup'`;
  expect(rows).toEqual([{ runs: 1 }]);
});

test('a refresh in one process and a replay of the old token in the other revoke the family', async () => {
  const [a, b] = cluster.urls as [string, string];
  const account = await registerVia(a);
  const rotated = await post(a, '/auth/refresh', { refresh_token: account.refresh_token });
  expect(rotated.status).toBe(200);
  const { data } = (await rotated.json()) as { data: { refresh_token: string } };
  // Past the 10 s grace window a second use of the old token is a replay, not a second tab.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  expect((await post(b, '/auth/refresh', { refresh_token: account.refresh_token })).status).toBe(401);
  expect((await post(a, '/auth/refresh', { refresh_token: data.refresh_token })).status).toBe(401);
}, 30_000);
