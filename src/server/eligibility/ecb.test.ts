import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { exchangeRates } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { body, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { ecbRateJob, parseEcbRate } from './ecb';

// A local stand-in for the ECB: serves a copy of the real daily file (the 2024-06-28 reference rates) and counts
// requests; `answer` switches it to failures. No test here reaches the internet.
const SAMPLE = readFileSync(path.join(import.meta.dirname, 'fixtures/eurofxref-daily.xml'), 'utf8');
let answer: { status: number; text: string } = { status: 200, text: SAMPLE };
let hits = 0;
let server: Server;
let ctx: TestContext;

beforeAll(async () => {
  server = createServer((_request, res) => {
    hits += 1;
    res.writeHead(answer.status, { 'Content-Type': 'text/xml' }).end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({ ECB_RATES_URL: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

const rate = async () => (await body(await ctx.api('GET', '/api/eligibility/rate'))).data;

test('the parser reads the ECB date and the TRY rate, and rejects a file without them', () => {
  expect(parseEcbRate(SAMPLE)).toEqual({ date: '2024-06-28', rate: 35.1868 });
  expect(() => parseEcbRate('<html>maintenance</html>')).toThrow(/no TRY rate/);
});

test('before any fetch and without a fallback the planner gets no rate', async () => {
  expect(await rate()).toBeNull();
});

test('a failing or malformed answer stores nothing; the job fails so the scheduler logs it', async () => {
  answer = { status: 503, text: 'busy' };
  await expect(runJob(ctx.deps, ecbRateJob)).rejects.toMatchObject({ code: 'HTTP_503' });
  answer = { status: 200, text: '<gesmes:Envelope/>' };
  await expect(runJob(ctx.deps, ecbRateJob)).rejects.toMatchObject({ code: 'ECB_FORMAT' });
  expect(await ctx.deps.db.select().from(exchangeRates)).toEqual([]);
  answer = { status: 200, text: SAMPLE };
});

test('the daily job stores the rate with its ECB date; it fetches again only after 24 hours', async () => {
  hits = 0;
  await runJob(ctx.deps, ecbRateJob);
  expect(await rate()).toEqual({ currency: 'TRY', rate: 35.1868, date: '2024-06-28', source: 'ecb' });
  await runJob(ctx.deps, ecbRateJob);
  travel(ctx, 23 * 60 * 60 * 1000);
  await runJob(ctx.deps, ecbRateJob);
  expect(hits).toBe(1);

  answer = {
    status: 200,
    text: SAMPLE.replace("time='2024-06-28'", "time='2024-07-01'").replace("rate='35.1868'", "rate='35.4001'"),
  };
  travel(ctx, 2 * 60 * 60 * 1000);
  await runJob(ctx.deps, ecbRateJob);
  expect(hits).toBe(2);
  expect(await rate()).toEqual({ currency: 'TRY', rate: 35.4001, date: '2024-07-01', source: 'ecb' });
  expect(await ctx.deps.db.select().from(exchangeRates)).toHaveLength(2);
});

test('offline from the start, the configured fallback rate is served with its date', async () => {
  const offline = await createTestContext({
    ECB_RATES_URL: 'http://127.0.0.1:9/unreachable.xml',
    ECB_FALLBACK_EUR_TRY: '36.5',
    ECB_FALLBACK_DATE: '2024-07-15',
  });
  try {
    await expect(runJob(offline.deps, ecbRateJob)).rejects.toThrow();
    const { data } = await body(await offline.api('GET', '/api/eligibility/rate'));
    expect(data).toEqual({ currency: 'TRY', rate: 36.5, date: '2024-07-15', source: 'fallback' });
  } finally {
    await offline.close();
  }
});
