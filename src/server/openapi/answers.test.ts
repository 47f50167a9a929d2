import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '@/server/test/context';
import { answersWith } from '@/server/http/answers';
import { describedPart } from '@/server/http/describe';
import { callableRoutes } from './spec';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('every route the server mounts declares its answer (JSON schema, file, page, redirect or nothing)', () => {
  const undeclared = [...callableRoutes(ctx.app.routes)]
    .filter(([key]) => /^\w+ \/(api|checkout)\//.test(key))
    .filter(([, entries]) => !entries.some((entry) => describedPart(entry.handler)?.in === 'answer'))
    .map(([key]) => key);
  expect(undeclared).toEqual([]);
});

test('under test, an answer outside its schema fails the request loudly (500), one inside passes untouched', async () => {
  const app = new Hono();
  app.get('/good', answersWith(z.object({ n: z.int() })), (c) => c.json({ success: true, data: { n: 1 } }));
  app.get('/bad', answersWith(z.object({ n: z.int() })), (c) => c.json({ success: true, data: { n: 'one' } }));
  app.onError((err, c) => c.json({ name: err.name }, 500));
  const good = await app.request('/good');
  expect([good.status, await good.json()]).toEqual([200, { success: true, data: { n: 1 } }]);
  const bad = await app.request('/bad');
  expect([bad.status, await bad.json()]).toEqual([500, { name: 'AnswerMismatch' }]);
});
