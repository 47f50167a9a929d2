import { afterAll, beforeAll, expect, test } from 'vitest';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { completeOnboarding, createCustomer } from '@/server/test/staff';

// Decision 076: the profile page edits education and work after onboarding, through the same endpoints and
// schemas as the wizard; the onboarding stays completed.
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await createCustomer(ctx));
  await completeOnboarding(ctx, token);
});
afterAll(() => ctx.close());

const put = (part: string, json: unknown, lang = 'en') =>
  ctx.api('PUT', `/api/onboarding/${part}`, { token, json, lang });

test('after completion both lists can be replaced, and the status still says completed', async () => {
  const education = [
    { school: 'ODTÜ', department: 'Makine', startDate: '2008-09-01', endDate: '2012-06-30', stillStudying: false },
    { school: 'TU München', department: 'Maschinenbau', startDate: '2013-10-01', endDate: '', stillStudying: true },
  ];
  const res = await put('education', { education });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({
    isCompleted: true,
    education: [{ school: 'ODTÜ' }, { school: 'TU München', endDate: null, stillStudying: true }],
  });
  const work = [
    { company: 'Arçelik', position: 'Mühendis', startDate: '2012-07-01', endDate: '2013-09-01', stillWorking: false },
  ];
  expect((await body(await put('work-experience', { workExperience: work }))).data).toMatchObject({
    isCompleted: true,
    workExperience: [{ company: 'Arçelik', description: null }],
  });
  const emptied = await put('work-experience', { workExperience: [] });
  expect((await body(emptied)).data.workExperience).toEqual([]);
});

test('the wizard’s rules apply: an end before the start, or no education at all, is refused in the language', async () => {
  const backwards = await put(
    'education',
    { education: [{ school: 'ODTÜ', department: 'Makine', startDate: '2012-09-01', endDate: '2010-06-30' }] },
    'de',
  );
  expect(backwards.status).toBe(400);
  expect(Object.keys((await body(backwards)).error.fields)).toEqual(['education.0.endDate']);
  const none = await put('education', { education: [] }, 'tr');
  expect(none.status).toBe(400);
  expect((await body(none)).error.fields.education).toBeTruthy();
  // Nothing changed.
  const status = (await body(await ctx.api('GET', '/api/onboarding/current-step', { token }))).data;
  expect(status.education).toHaveLength(2);
});
