import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { body, login, PASSWORD, refresh } from '@/server/test/accounts';
import { callRoute, createCustomer, createStaff, mountedRoutes, setPassword } from '@/server/test/staff';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FORBIDDEN = {
  tr: 'Bu işlem için yetkiniz yok.',
  en: 'You do not have permission for this operation.',
  de: 'Sie haben keine Berechtigung für diesen Vorgang.',
};

test('the staff area has the routes this suite expects to walk', () => {
  const routes = mountedRoutes(ctx, '/api/staff/').map((r) => `${r.method} ${r.path}`);
  expect(routes).toEqual(
    expect.arrayContaining(['GET /api/staff/cases', 'GET /api/staff/cases/:userId', 'GET /api/staff/audit']),
  );
  expect(routes.length).toBeGreaterThanOrEqual(10);
});

test('a customer gets 403 with the localised "no permission" message on every staff route', async () => {
  const { token } = await createUser(ctx);
  const routes = mountedRoutes(ctx, '/api/staff/');
  for (const route of routes)
    for (const lang of ['tr', 'en', 'de'] as const) {
      const res = await callRoute(ctx, route, { token, lang });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      const answer = await body(res);
      expect(answer).toMatchObject({ success: false, message: FORBIDDEN[lang], error: { code: 'FORBIDDEN' } });
    }
});

test('without a session every staff route answers 401 Unauthorized', async () => {
  for (const route of mountedRoutes(ctx, '/api/staff/')) {
    const res = await callRoute(ctx, route);
    expect(res.status, `${route.method} ${route.path}`).toBe(401);
    expect((await body(res)).message).toBe('Unauthorized');
  }
});

test("advisors get 403 on the admins' routes", async () => {
  const { token } = await createStaff(ctx, 'advisor');
  const { user: customer } = await createCustomer(ctx);
  const adminOnly = [
    ['GET', '/api/staff/users'],
    ['POST', '/api/staff/users'],
    ['PATCH', `/api/staff/users/${customer.id}`],
    ['POST', `/api/staff/users/${customer.id}/invitation`],
    ['GET', '/api/staff/audit'],
    ['PATCH', `/api/staff/cases/${customer.id}`],
  ] as const;
  for (const [method, path] of adminOnly) {
    const res = await callRoute(
      ctx,
      { method, path },
      { token, ...(method !== 'GET' && { json: { advisorId: null, role: 'admin' } }) },
    );
    expect(res.status, `${method} ${path}`).toBe(403);
  }
  expect((await ctx.api('GET', '/api/staff/cases', { token })).status).toBe(200);
});

test('a deactivated member loses access at once: staff routes, refresh and login', async () => {
  const { token: adminToken } = await createStaff(ctx, 'admin');
  const invited = await ctx.api('POST', '/api/staff/users', {
    token: adminToken,
    json: { email: `leaving-${Date.now()}@example.com`, firstName: 'Ece', lastName: 'Kaya', role: 'advisor' },
  });
  const member = (await body(invited)).data.user;
  // A usable password without going through the mail (the invitation flow has its own test).
  await setPassword(ctx, member.id);
  const session = await body(await login(ctx, member.email));
  expect(session.data.user.role).toBe('advisor');
  const token = session.data.access_token;
  expect((await ctx.api('GET', '/api/staff/cases', { token })).status).toBe(200);

  const off = await ctx.api('PATCH', `/api/staff/users/${member.id}`, { token: adminToken, json: { active: false } });
  expect(off.status).toBe(200);
  expect((await body(off)).data).toMatchObject({ id: member.id, active: false });

  // The access token is still unexpired, yet the very next call is refused.
  const after = await ctx.api('GET', '/api/staff/cases', { token });
  expect(after.status).toBe(401);
  expect((await body(after)).message).toBe('Unauthorized');
  expect((await refresh(ctx, session.data.refresh_token)).status).toBe(401);
  const again = await login(ctx, member.email, PASSWORD, { 'Accept-Language': 'de' });
  expect(again.status).toBe(403);
  expect((await body(again)).error).toMatchObject({
    code: 'ACCOUNT_DEACTIVATED',
    message: expect.stringMatching(/deaktiviert/),
  });

  await ctx.api('PATCH', `/api/staff/users/${member.id}`, { token: adminToken, json: { active: true } });
  const back = await login(ctx, member.email);
  expect(back.status).toBe(200);
  expect((await ctx.api('GET', '/api/staff/cases', { token: (await body(back)).data.access_token })).status).toBe(200);
});

test('a role change applies to the next request with the same token', async () => {
  const { token: adminToken } = await createStaff(ctx, 'admin');
  const { user, token } = await createStaff(ctx, 'advisor');
  expect((await ctx.api('GET', '/api/staff/audit', { token })).status).toBe(403);
  await ctx.api('PATCH', `/api/staff/users/${user.id}`, { token: adminToken, json: { role: 'admin' } });
  expect((await ctx.api('GET', '/api/staff/audit', { token })).status).toBe(200);
  await ctx.api('PATCH', `/api/staff/users/${user.id}`, { token: adminToken, json: { role: 'advisor' } });
  expect((await ctx.api('GET', '/api/staff/audit', { token })).status).toBe(403);
});

test('login and the session answer the role, so the client can send staff to /staff', async () => {
  const { token } = await createStaff(ctx, 'admin');
  const session = await body(await ctx.api('GET', '/api/auth/session', { token }));
  expect(session.data.role).toBe('admin');
});
