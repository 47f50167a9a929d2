import { afterAll, beforeAll, expect, test } from 'vitest';
import { NOTE_MAX_LENGTH } from '@/lib/schemas/cases';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import {
  auditRows,
  callRoute,
  completeOnboarding,
  createCustomer,
  createStaff,
  mountedRoutes,
} from '@/server/test/staff';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SECRET = 'Internal: diploma looks forged, check with the university';

test('staff write and read an internal thread per case, oldest first, with authors', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const admin = await createStaff(ctx, 'admin');
  const customer = await createCustomer(ctx, advisor.user.id);
  const post = (token: string, text: string) =>
    ctx.api('POST', `/api/staff/cases/${customer.user.id}/notes`, {
      token,
      json: { body: text, authorId: admin.user.id },
    });
  const first = await post(advisor.token, `  ${SECRET}  `);
  expect(first.status).toBe(201);
  expect((await body(first)).data).toMatchObject({ body: SECRET, author: { id: advisor.user.id } });
  expect((await post(admin.token, 'Called the customer')).status).toBe(201);

  const thread = await body(await ctx.api('GET', `/api/staff/cases/${customer.user.id}/notes`, { token: admin.token }));
  expect(thread.data.map((n: { body: string; author: { id: string } }) => [n.body, n.author.id])).toEqual([
    [SECRET, advisor.user.id],
    ['Called the customer', admin.user.id],
  ]);
  // The audit row says a note was written, never what it says.
  const rows = (await auditRows(ctx)).filter((row) => row.action === 'case.note');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ actorId: advisor.user.id, caseId: customer.user.id, targetType: 'note', detail: {} });
  expect(JSON.stringify(rows)).not.toContain('forged');
});

test('an empty or overlong note is refused with a localised field message', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  const post = (text: string) =>
    ctx.api('POST', `/api/staff/cases/${customer.user.id}/notes`, {
      token: advisor.token,
      json: { body: text },
      lang: 'tr',
    });
  const empty = await post('   ');
  expect(empty.status).toBe(400);
  expect((await body(empty)).error.fields.body).toBe('Bu alan zorunludur.');
  expect((await post('x'.repeat(NOTE_MAX_LENGTH + 1))).status).toBe(400);
});

/** The event stream never ends by itself: its opening (the replay up to the `ready` event) is what it answers. */
async function streamStart(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

test("no customer answer ever contains a note: every GET outside /api/staff, with the customer's own session", async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  await completeOnboarding(ctx, customer.token);
  await ctx.api('POST', `/api/staff/cases/${customer.user.id}/notes`, { token: advisor.token, json: { body: SECRET } });
  const routes = mountedRoutes(ctx, '/api/').filter((r) => r.method === 'GET' && !r.path.startsWith('/api/staff'));
  expect(routes.length).toBeGreaterThan(3);
  for (const route of routes) {
    const res = await callRoute(ctx, route, { token: customer.token });
    const text = route.path === '/api/events' ? await streamStart(res) : await res.text();
    expect(text, route.path).not.toContain('forged');
  }
});
