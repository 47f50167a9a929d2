import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { User } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { pdfBytes } from '@/server/test/files';
import { auditRows, completeOnboarding, createCustomer, createStaff } from '@/server/test/staff';
import { ROUTE_CHECK_ANSWERS } from '@/server/test/eligibility';

let ctx: TestContext;
type Member = { user: User; token: string };
let admin: Member, advisorA: Member, advisorB: Member;
let mehmet: Member, zeynep: Member, ofB: Member, unassigned: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
  advisorA = await createStaff(ctx, 'advisor');
  advisorB = await createStaff(ctx, 'advisor');
  mehmet = await createCustomer(ctx, advisorA.user.id, {
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: 'mehmet.demir@example.com',
  });
  zeynep = await createCustomer(ctx, advisorA.user.id, {
    firstName: 'Zeynep',
    lastName: 'Arslan',
    email: 'z.arslan@example.org',
  });
  ofB = await createCustomer(ctx, advisorB.user.id, { firstName: 'Ali', lastName: 'Şahin' });
  unassigned = await createCustomer(ctx, null, { firstName: 'Elif', lastName: '100%_Kaya' });
  await completeOnboarding(ctx, mehmet.token);
});
afterAll(() => ctx.close());

const get = async (token: string, path: string) => {
  const res = await ctx.api('GET', `/api/staff${path}`, { token, lang: 'en' });
  return { status: res.status, body: await body(res) };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort();

test('an advisor lists only their own customers; an admin lists every customer and no staff', async () => {
  expect(ids((await get(advisorA.token, '/cases')).body.data)).toEqual([mehmet.user.id, zeynep.user.id].sort());
  expect(ids((await get(advisorB.token, '/cases')).body.data)).toEqual([ofB.user.id]);
  const all = (await get(admin.token, '/cases')).body.data;
  expect(all.total).toBe(4);
  expect(ids(all)).toEqual([mehmet.user.id, zeynep.user.id, ofB.user.id, unassigned.user.id].sort());
  const row = all.items.find((item: { id: string }) => item.id === mehmet.user.id);
  expect(row).toEqual({
    id: mehmet.user.id,
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: 'mehmet.demir@example.com',
    onboardingCompleted: true,
    registeredAt: expect.any(String),
    assignedAdvisor: { id: advisorA.user.id, firstName: advisorA.user.firstName, lastName: advisorA.user.lastName },
    // The onboarding CV waits for review; no package or appointment yet.
    documentsWaiting: 1,
    activePackage: null,
    nextStep: null,
    nextAppointment: null,
    plan: null,
  });
  expect(all.items.find((item: { id: string }) => item.id === unassigned.user.id).assignedAdvisor).toBeNull();
});

test("advisor A on advisor B's customer gets the same 404 as for an id that does not exist", async () => {
  const paths = [`/cases/${ofB.user.id}`, `/cases/${ofB.user.id}/notes`, `/cases/${ofB.user.id}/files/${randomUUID()}`];
  for (const path of paths) {
    const foreign = await get(advisorA.token, path);
    expect(foreign.status, path).toBe(404);
    expect(foreign.body).toEqual((await get(advisorA.token, path.replace(ofB.user.id, randomUUID()))).body);
  }
  const note = await ctx.api('POST', `/api/staff/cases/${ofB.user.id}/notes`, {
    token: advisorA.token,
    json: { body: 'x' },
  });
  expect(note.status).toBe(404);
  // Staff accounts are not cases, and a malformed id is just as unknown.
  expect((await get(admin.token, `/cases/${advisorA.user.id}`)).status).toBe(404);
  expect((await get(admin.token, '/cases/not-a-uuid')).status).toBe(404);
  expect((await get(admin.token, `/cases/${ofB.user.id}`)).status).toBe(200);
});

test('search matches every word in the name or the e-mail; wildcards are plain text', async () => {
  const search = async (q: string) => ids((await get(admin.token, `/cases?search=${encodeURIComponent(q)}`)).body.data);
  expect(await search('mehmet')).toEqual([mehmet.user.id]);
  expect(await search('DEMIR mehmet')).toEqual([mehmet.user.id]);
  expect(await search('demir zeynep')).toEqual([]);
  expect(await search('Şahin')).toEqual([ofB.user.id]);
  expect(await search('example.org')).toEqual([zeynep.user.id]);
  expect(await search('%_')).toEqual([unassigned.user.id]);
  expect(await search('_')).toEqual([unassigned.user.id]);
  expect(await search('   ')).toHaveLength(4);
  // An advisor's search never reaches beyond their own customers.
  expect(ids((await get(advisorA.token, '/cases?search=ali')).body.data)).toEqual([]);
});

test("filters: onboarding done or open, unassigned, one advisor's cases", async () => {
  const filter = async (token: string, query: string) => ids((await get(token, `/cases?${query}`)).body.data);
  expect(await filter(admin.token, 'filter=onboardingDone')).toEqual([mehmet.user.id]);
  expect(await filter(advisorA.token, 'filter=onboardingOpen')).toEqual([zeynep.user.id]);
  expect(await filter(admin.token, 'filter=unassigned')).toEqual([unassigned.user.id]);
  expect(await filter(admin.token, `advisorId=${advisorB.user.id}`)).toEqual([ofB.user.id]);
  expect(await filter(advisorA.token, `advisorId=${advisorB.user.id}`)).toEqual([]);
  const bad = await get(admin.token, '/cases?filter=everything&cursor=1.nope');
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.error.fields).sort()).toEqual(['cursor', 'filter']);
});

test('a case shows the profile, the onboarding answers and the documents, which staff can download', async () => {
  const { status, body: answer } = await get(advisorA.token, `/cases/${mehmet.user.id}`);
  expect(status).toBe(200);
  const data = answer.data;
  expect(data.profile).toMatchObject({ id: mehmet.user.id, firstName: 'Mehmet', phone: '0532 123 4567' });
  expect(data.profile).not.toHaveProperty('passwordHash');
  expect(data.assignedAdvisor.id).toBe(advisorA.user.id);
  expect(data.onboarding).toMatchObject({
    isCompleted: true,
    personalInfo: { gender: 'female', birthDate: '1990-01-31' },
    education: [{ school: 'ODTÜ' }],
    languages: [{ language: 'de', level: 'B1' }],
  });
  expect(data.documents).toHaveLength(1);
  const [cv] = data.documents;
  expect(cv).toMatchObject({ purpose: 'cv', name: 'cv.pdf', url: `/staff/cases/${mehmet.user.id}/files/${cv.id}` });

  const download = await ctx.api('GET', `/api${cv.url}`, { token: advisorA.token });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes());
  // The customers' own download stays owner-only, for staff too; another advisor gets 404.
  expect((await ctx.api('GET', `/api/files/${cv.id}`, { token: advisorA.token })).status).toBe(404);
  expect((await ctx.api('GET', `/api${cv.url}`, { token: advisorB.token })).status).toBe(404);
});

test('the tool results a customer saved are on their case, newest first', async () => {
  const saved = await ctx.api('POST', '/api/eligibility/route-check', {
    token: mehmet.token,
    json: ROUTE_CHECK_ANSWERS,
  });
  expect(saved.status).toBe(200);
  const { body: answer } = await get(advisorA.token, `/cases/${mehmet.user.id}`);
  expect(answer.data.eligibilityChecks).toEqual([
    expect.objectContaining({
      tool: 'route-check',
      answers: expect.objectContaining({ germanLevel: 'B1' }),
      result: { routes: expect.any(Array) },
    }),
  ]);
});

test('an admin reassigns a case; the old advisor loses it, the new one gets it, the audit log records it', async () => {
  const patch = (json: unknown, token = admin.token) =>
    ctx.api('PATCH', `/api/staff/cases/${ofB.user.id}`, { token, json, lang: 'de' });
  const moved = await patch({ advisorId: advisorA.user.id });
  expect(moved.status).toBe(200);
  expect((await body(moved)).data.assignedAdvisor.id).toBe(advisorA.user.id);
  expect((await get(advisorB.token, `/cases/${ofB.user.id}`)).status).toBe(404);
  expect((await get(advisorA.token, `/cases/${ofB.user.id}`)).status).toBe(200);
  expect((await auditRows(ctx)).at(-1)).toMatchObject({
    actorId: admin.user.id,
    actorRole: 'admin',
    action: 'case.assign',
    caseId: ofB.user.id,
    detail: { from: advisorB.user.id, to: advisorA.user.id, mode: 'manual' },
  });

  const toCustomer = await patch({ advisorId: zeynep.user.id });
  expect(toCustomer.status).toBe(400);
  expect((await body(toCustomer)).error).toMatchObject({
    code: 'INVALID_ADVISOR',
    fields: { advisorId: expect.stringMatching(/nicht aktiv/) },
  });
  const gone = await createStaff(ctx, 'advisor', { deactivatedAt: new Date() });
  expect((await patch({ advisorId: gone.user.id })).status).toBe(400);
  expect((await patch({ advisorId: 'nope' })).status).toBe(400);

  const none = await patch({ advisorId: null });
  expect((await body(none)).data.assignedAdvisor).toBeNull();
  expect((await get(advisorA.token, `/cases/${ofB.user.id}`)).status).toBe(404);
});
