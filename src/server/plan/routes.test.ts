import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPlanContent } from '@/lib/plan/content';
import { itemsForRoute } from '@/lib/plan/rules';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer, createStaff } from '@/server/test/staff';

// Issue 28: the plan follows the chosen route; a document filed under an item is "in review", staff approval makes
// it "approved", an advisor can waive an item; the PDF lists the approved documents. Real database, real files.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const blueCardCandidate = {
  qualification: 'university',
  recognition: 'full',
  germanLevel: 'A2',
  englishLevel: 'B2',
  age: 30,
  experienceYearsLast5: 4,
  experienceYearsLast7: 4,
  occupation: 'stem',
  jobOffer: true,
  annualSalary: 60000,
};

const plan = async (token: string, lang = 'en') =>
  (await body(await ctx.api('GET', '/api/plan', { token, lang }))).data;
const fileUnder = async (token: string, planItem: string) => {
  const res = await ctx.api('POST', '/api/documents', {
    token,
    lang: 'en',
    body: form({ category: 'other', name: planItem, planItem, file: [pdfBytes(), `${planItem}.pdf`] }),
  });
  return { status: res.status, body: await body(res) };
};
const item = (p: { items: { key: string }[] }, key: string) => p.items.find((i) => i.key === key) as never;

test('without a route the plan is empty and suggests the saved route check; choosing a route lists its items', async () => {
  const { token } = await createCustomer(ctx);
  expect(await plan(token)).toMatchObject({ route: null, suggestedRoute: null, items: [], progress: 0 });
  await ctx.api('POST', '/api/eligibility/route-check', { json: blueCardCandidate, token });
  const suggested = (await plan(token)).suggestedRoute;
  expect(['18b', '18g']).toContain(suggested);

  const chosen = await ctx.api('PUT', '/api/plan/route', { token, json: { route: '18g' } });
  expect(chosen.status).toBe(200);
  const data = (await body(chosen)).data;
  const expected = itemsForRoute(readPlanContent().items, '18g').map((i) => i.key);
  expect(data.items.map((i: { key: string }) => i.key).sort()).toEqual([...expected].sort());
  expect(data).toMatchObject({ route: '18g', routeSource: 'check' });
  expect(item(data, 'passport')).toMatchObject({
    status: 'missing',
    confirmed: true,
    source: expect.stringMatching(/^https:\/\/tuerkei\.diplo\.de\//),
    checkedAt: '2026-11-26',
  });
  // Not listed by the source for this route: the screen says "to be confirmed".
  expect(item(data, 'healthInsurance')).toMatchObject({ confirmed: false });
  // Each language reads its own text.
  expect(item(await plan(token, 'tr'), 'passport')).toMatchObject({ title: expect.stringContaining('pasaport') });
  expect(item(await plan(token, 'de'), 'passport')).toMatchObject({ title: expect.stringContaining('Reisepass') });

  const bad = await ctx.api('PUT', '/api/plan/route', { token, json: { route: '99z' }, lang: 'tr' });
  expect(bad.status).toBe(400);
});

test('upload under an item → in review; staff approval → approved; rejection carries the reason; the PDF lists it', async () => {
  const { user: advisor, token: staffToken } = await createStaff(ctx);
  const { user, token } = await createCustomer(ctx, advisor.id);
  await ctx.api('PUT', '/api/plan/route', { token, json: { route: '20a' } });

  const unknown = await fileUnder(token, 'notAnItem');
  expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_PLAN_ITEM']);
  expect(unknown.body.error.fields.planItem).toBe('This document is not part of your plan.');

  const passport = await fileUnder(token, 'passport');
  expect([passport.status, passport.body.data.planItem]).toEqual([201, 'passport']);
  expect(item(await plan(token), 'passport')).toMatchObject({ status: 'in_review', documentId: passport.body.data.id });

  const review = (id: string, json: unknown) =>
    ctx.api('POST', `/api/staff/documents/${id}/review`, { token: staffToken, json });
  expect((await review(passport.body.data.id, { decision: 'approved' })).status).toBe(200);
  const photos = await fileUnder(token, 'photos');
  await review(photos.body.data.id, { decision: 'rejected', reason: 'Older than six months' });
  const after = await plan(token);
  expect(item(after, 'passport')).toMatchObject({ status: 'approved' });
  expect(item(after, 'photos')).toMatchObject({ status: 'rejected', rejectionReason: 'Older than six months' });
  expect(after.progress).toBe(Math.round((1 / after.items.length) * 100));

  const pdf = await ctx.api('GET', '/api/plan/visa-checklist.pdf?lang=de', { token });
  expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect((await ctx.api('GET', '/api/plan/visa-checklist.pdf?lang=fr', { token })).status).toBe(400);

  // The staff console reads the same plan; another advisor's case is a 404.
  const staffView = await ctx.api('GET', `/api/staff/cases/${user.id}/plan`, { token: staffToken });
  expect((await body(staffView)).data.progress).toBe(after.progress);
  const { token: otherAdvisor } = await createStaff(ctx);
  expect((await ctx.api('GET', `/api/staff/cases/${user.id}/plan`, { token: otherAdvisor })).status).toBe(404);
});

test('an advisor waives, requires again and reorders an item, and sets the route; each write is audited', async () => {
  const { user: advisor, token: staffToken } = await createStaff(ctx);
  const { user, token } = await createCustomer(ctx, advisor.id);
  const patch = (key: string, json: unknown) =>
    ctx.api('PATCH', `/api/staff/cases/${user.id}/plan/items/${key}`, { token: staffToken, json });

  const route = await ctx.api('PUT', `/api/staff/cases/${user.id}/plan/route`, {
    token: staffToken,
    json: { route: '18b' },
  });
  expect((await body(route)).data).toMatchObject({ route: '18b', routeSource: 'advisor' });

  const waived = (await body(await patch('transcript', { waived: true }))).data;
  expect(item(waived, 'transcript')).toMatchObject({ waived: true });
  expect(item(await plan(token), 'transcript')).toMatchObject({ waived: true });
  const moved = (await body(await patch('employmentContract', { order: 0 }))).data;
  expect(moved.items[0].key).toBe('employmentContract');
  const required = (await body(await patch('transcript', { required: true }))).data;
  expect(item(required, 'transcript')).toMatchObject({ waived: false });

  expect((await patch('noSuchItem', { waived: true })).status).toBe(404);
  expect((await patch('transcript', {})).status).toBe(400);
  expect((await patch('transcript', { waived: true, required: true })).status).toBe(400);
  const actions = (await auditRows(ctx)).filter((row) => row.caseId === user.id).map((row) => row.action);
  expect(actions).toEqual(['plan.route', 'plan.item', 'plan.item', 'plan.item']);
});

test('the language plan starts at the onboarding level and moves on with an approved certificate', async () => {
  const { user: advisor, token: staffToken } = await createStaff(ctx);
  const { token } = await createCustomer(ctx, advisor.id);
  await ctx.api('PUT', '/api/onboarding/languages', { token, json: { languages: [{ language: 'de', level: 'A1' }] } });
  await ctx.api('PUT', '/api/plan/route', { token, json: { route: '20a' } });
  expect((await plan(token)).language).toEqual({ current: 'A1', routeLevel: 'A1', programmeLevel: 'B1' });

  const cert = await ctx.api('POST', '/api/documents', {
    token,
    body: form({
      category: 'language',
      language: 'de',
      planItem: 'languageCertificate',
      level: 'B1',
      file: [pdfBytes(), 'b1.pdf'],
    }),
  });
  const id = (await body(cert)).data.id;
  expect((await plan(token)).language.current).toBe('A1');
  await ctx.api('POST', `/api/staff/documents/${id}/review`, { token: staffToken, json: { decision: 'approved' } });
  expect((await plan(token)).language.current).toBe('B1');
});

test('the plan needs a session', async () => {
  expect((await ctx.api('GET', '/api/plan')).status).toBe(401);
  expect((await ctx.api('PUT', '/api/plan/route', { json: { route: '18g' } })).status).toBe(401);
});
