import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eligibilityChecks } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { ROUTE_CHECK_ANSWERS } from '@/server/test/eligibility';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const engineer = ROUTE_CHECK_ANSWERS;
const points = {
  ...engineer,
  shortageOccupation: true,
  priorStayInGermany: false,
  partnerQualifies: false,
  funds: true,
};
const rowsOf = (userId: string) =>
  ctx.deps.db.select().from(eligibilityChecks).where(eq(eligibilityChecks.userId, userId));

test('a visitor gets the route check result and nothing is stored', async () => {
  const res = await ctx.api('POST', '/api/eligibility/route-check', { json: engineer });
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data.saved).toBeNull();
  expect(data.result.routes.filter((r: { fits: boolean }) => r.fits).map((r: { id: string }) => r.id)).toEqual([
    '16d',
    '20a',
  ]);
  expect(await ctx.deps.db.select().from(eligibilityChecks)).toHaveLength(0);
});

test('a signed-in user’s answers and result are stored on their case and listed newest first', async () => {
  const { user, token } = await createUser(ctx);
  const first = await body(await ctx.api('POST', '/api/eligibility/route-check', { json: engineer, token }));
  const second = await body(await ctx.api('POST', '/api/eligibility/chancenkarte', { json: points, token }));
  expect(second.data.result).toMatchObject({ eligible: true, points: 11, threshold: 6 });
  expect(second.data.saved).toMatchObject({ tool: 'chancenkarte', answers: { germanLevel: 'B1', funds: true } });

  const rows = await rowsOf(user.id);
  expect(rows.map((r) => r.tool).sort()).toEqual(['chancenkarte', 'route-check']);
  const list = await body(await ctx.api('GET', '/api/eligibility/checks', { token }));
  expect(list.data.map((c: { id: string }) => c.id)).toEqual([second.data.saved.id, first.data.saved.id]);
  const one = await body(await ctx.api('GET', `/api/eligibility/checks/${first.data.saved.id}`, { token }));
  expect(one.data).toEqual(first.data.saved);
});

test('another user’s saved check answers 404, like a missing or malformed id', async () => {
  const owner = await createUser(ctx);
  const other = await createUser(ctx);
  const saved = await body(
    await ctx.api('POST', '/api/eligibility/chancenkarte', { json: points, token: owner.token }),
  );
  for (const id of [saved.data.saved.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    const res = await ctx.api('GET', `/api/eligibility/checks/${id}`, { token: other.token, lang: 'en' });
    expect(res.status).toBe(404);
    expect(await body(res)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  }
  expect((await body(await ctx.api('GET', '/api/eligibility/checks', { token: other.token }))).data).toEqual([]);
});

test('saved checks need a session; an invalid token is a 401 the client refreshes on, not a silent visitor', async () => {
  expect((await ctx.api('GET', '/api/eligibility/checks')).status).toBe(401);
  const res = await ctx.api('POST', '/api/eligibility/route-check', { json: engineer, token: 'expired.or.forged' });
  expect(res.status).toBe(401);
  expect((await body(res)).message).toBe('Unauthorized');
});

test('bad answers are a 400 naming each field in the caller’s language; unknown fields are ignored', async () => {
  const res = await ctx.api('POST', '/api/eligibility/chancenkarte', {
    json: { qualification: 'phd', germanLevel: 'Z9', age: 12, experienceYearsLast5: 9 },
    lang: 'de',
  });
  expect(res.status).toBe(400);
  const { error } = await body(res);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(error.fields).sort()).toEqual(['age', 'experienceYearsLast5', 'germanLevel', 'qualification']);
  expect(error.fields.qualification).toBe('Ungültiger Wert.');

  const { token, user } = await createUser(ctx);
  const ok = await ctx.api('POST', '/api/eligibility/chancenkarte', {
    json: { ...points, isAdmin: true, userId: 'x' },
    token,
  });
  expect(ok.status).toBe(200);
  const [row] = await rowsOf(user.id);
  expect(row?.answers).not.toHaveProperty('isAdmin');
  expect(row?.answers).not.toHaveProperty('userId');
});

test('a body that is not JSON is a 400, never a 500', async () => {
  const res = await ctx.api('POST', '/api/eligibility/route-check', {
    body: '{oops',
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(400);
});
