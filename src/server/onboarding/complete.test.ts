import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const personal = { birthDate: '1990-01-31', gender: 'male', maritalStatus: 'married', phone: '0532 123 4567' };
const education = [
  { school: 'ODTÜ', department: 'Bilgisayar', startDate: '2008-09-01', endDate: '2012-06-30', stillStudying: false },
];

async function call(token: string, method: string, step: string, json?: unknown) {
  const res = await ctx.api(method, `/api/onboarding/${step}`, {
    token,
    lang: 'en',
    ...(json !== undefined && { json }),
  });
  return { status: res.status, body: await res.json() };
}

test('a new user starts at step 0 with an empty status', async () => {
  const { token } = await createUser(ctx);
  const { status, body } = await call(token, 'GET', 'current-step');
  expect(status).toBe(200);
  expect(body.data).toEqual({
    currentStep: 0,
    isCompleted: false,
    personalInfo: { birthDate: null, gender: null, maritalStatus: null, phone: null },
    education: [],
    workExperience: [],
    languages: [],
    documents: { cv: null, languageCertificates: [], otherDocuments: [] },
  });
});

test('each save moves currentStep forward to step + 1 and never back', async () => {
  const { token } = await createUser(ctx);
  expect((await call(token, 'PUT', 'welcome')).body.data.currentStep).toBe(1);
  expect((await call(token, 'PUT', 'personal-info', personal)).body.data.currentStep).toBe(2);
  expect((await call(token, 'PUT', 'education', { education })).body.data.currentStep).toBe(3);
  expect((await call(token, 'PUT', 'work-experience', { workExperience: [] })).body.data.currentStep).toBe(3);
  expect(
    (await call(token, 'PUT', 'languages', { languages: [{ language: 'de', level: 'A2' }] })).body.data.currentStep,
  ).toBe(4);
  // Going back to edit an earlier step keeps the progress.
  expect(
    (await call(token, 'PUT', 'personal-info', { ...personal, maritalStatus: 'single' })).body.data.currentStep,
  ).toBe(4);
  expect((await call(token, 'PUT', 'welcome')).body.data.currentStep).toBe(4);
  expect((await call(token, 'GET', 'current-step')).body.data.currentStep).toBe(4);
});

test('complete is refused, listing what is missing, until personal info, education, German and a CV exist', async () => {
  const { user, token } = await createUser(ctx);
  const none = await call(token, 'PUT', 'complete');
  expect(none.status).toBe(400);
  expect(none.body.error.code).toBe('ONBOARDING_INCOMPLETE');
  expect(none.body.error.message).toBe('Please complete all steps before finishing onboarding.');
  expect(none.body.error.fields).toEqual({
    personalInfo: 'Your personal information is missing.',
    education: 'Add at least one education entry.',
    languages: 'Add your German language level.',
    cv: 'Upload your CV.',
  });

  await call(token, 'PUT', 'personal-info', personal);
  await call(token, 'PUT', 'education', { education });
  // English only: German is still missing (data saved another way cannot skip the check either).
  await call(token, 'PUT', 'languages', { languages: [{ language: 'en', level: 'C1' }] });
  expect(Object.keys((await call(token, 'PUT', 'complete')).body.error.fields)).toEqual(['languages', 'cv']);

  await call(token, 'PUT', 'languages', { languages: [{ language: 'de', level: 'B1' }] });
  expect(Object.keys((await call(token, 'PUT', 'complete')).body.error.fields)).toEqual(['cv']);
  const [stillOpen] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
  expect(stillOpen?.onboardingCompleted).toBe(false);

  const cv = await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'cv.pdf'] }) });
  expect(cv.status).toBe(201);
  const done = await call(token, 'PUT', 'complete');
  expect(done.status).toBe(200);
  expect(done.body.data).toMatchObject({ isCompleted: true, currentStep: 4 });
  const [completed] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
  expect(completed?.onboardingCompleted).toBe(true);
  // Completing again is harmless.
  expect((await call(token, 'PUT', 'complete')).status).toBe(200);
});

test('each user sees only their own onboarding', async () => {
  const a = await createUser(ctx);
  const b = await createUser(ctx);
  await call(a.token, 'PUT', 'education', { education });
  expect((await call(b.token, 'GET', 'current-step')).body.data.education).toEqual([]);
});

test('every onboarding call needs a session', async () => {
  const res = await ctx.api('GET', '/api/onboarding/current-step');
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('Unauthorized');
});
