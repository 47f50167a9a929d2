import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const personal = { birthDate: '1994-05-17', gender: 'female', maritalStatus: 'single', phone: '+90 532 123 45 67' };
const school = {
  school: 'İstanbul Teknik Üniversitesi',
  department: 'Makine',
  startDate: '2012-09-01',
  endDate: '2016-06-30',
  stillStudying: false,
};
const job = {
  company: 'Arçelik',
  position: 'Mühendis',
  startDate: '2016-08-01',
  endDate: '',
  stillWorking: true,
  description: '',
};

async function put(token: string, step: string, json: unknown) {
  const res = await ctx.api('PUT', `/api/onboarding/${step}`, { token, json, lang: 'en' });
  return { status: res.status, body: await res.json() };
}

test('personal info: every field is required, the phone needs six digits, the birth date must be real and past', async () => {
  const { token } = await createUser(ctx);
  const empty = await put(token, 'personal-info', { birthDate: '', gender: '', maritalStatus: '', phone: '' });
  expect(empty.status).toBe(400);
  expect(empty.body.error.fields).toEqual({
    birthDate: 'This field is required.',
    gender: 'This field is required.',
    maritalStatus: 'This field is required.',
    phone: 'This field is required.',
  });
  const short = await put(token, 'personal-info', { ...personal, phone: '12-34-5' });
  expect(short.body.error.fields).toEqual({ phone: 'The phone number must contain at least 6 digits.' });
  const future = await put(token, 'personal-info', { ...personal, birthDate: '2999-01-01' });
  expect(future.body.error.fields).toEqual({ birthDate: 'Enter a valid date of birth.' });
  const wrongChoice = await put(token, 'personal-info', { ...personal, gender: 'robot' });
  expect(wrongChoice.body.error.fields).toEqual({ gender: 'Invalid value.' });
});

test('personal info is stored on the user and comes back in the status', async () => {
  const { token } = await createUser(ctx);
  const saved = await put(token, 'personal-info', { ...personal, isAdmin: true, onboardingCompleted: true });
  expect(saved.status).toBe(200);
  expect(saved.body.data.personalInfo).toEqual(personal);
  expect(saved.body.data.isCompleted).toBe(false);
});

test('education: at least one entry; end date required unless still studying, and never before the start', async () => {
  const { token } = await createUser(ctx);
  expect((await put(token, 'education', { education: [] })).body.error.fields).toEqual({
    education: 'Add at least one education entry.',
  });
  const bad = await put(token, 'education', {
    education: [
      { ...school, school: '', department: '' },
      { ...school, endDate: '' },
      { ...school, endDate: '2010-01-01' },
    ],
  });
  expect(bad.body.error.fields).toEqual({
    'education.0.school': 'This field is required.',
    'education.0.department': 'This field is required.',
    'education.1.endDate': 'This field is required.',
    'education.2.endDate': 'The end date cannot be before the start date.',
  });
  const ongoing = await put(token, 'education', { education: [{ ...school, endDate: '', stillStudying: true }] });
  expect(ongoing.status).toBe(200);
  expect(ongoing.body.data.education).toEqual([
    { id: expect.any(String), ...school, endDate: null, stillStudying: true },
  ]);
});

test('work experience: an empty list is fine; the end date is waived only while still working', async () => {
  const { token } = await createUser(ctx);
  expect((await put(token, 'work-experience', { workExperience: [] })).status).toBe(200);
  const bad = await put(token, 'work-experience', {
    workExperience: [
      { ...job, stillWorking: false },
      { ...job, company: '', startDate: 'yesterday' },
    ],
  });
  expect(bad.body.error.fields).toEqual({
    'workExperience.0.endDate': 'This field is required.',
    'workExperience.1.company': 'This field is required.',
    'workExperience.1.startDate': 'Invalid value.',
  });
  const ok = await put(token, 'work-experience', {
    workExperience: [job, { ...job, endDate: '2018-07-31', stillWorking: false }],
  });
  expect(ok.status).toBe(200);
  expect(ok.body.data.workExperience.map((w: { endDate: string | null }) => w.endDate)).toEqual([null, '2018-07-31']);
  expect(ok.body.data.workExperience[0].description).toBeNull();
});

test('languages: a German entry is required, levels are A1–C2 or Native, a language appears once', async () => {
  const { token } = await createUser(ctx);
  const noGerman = await put(token, 'languages', { languages: [{ language: 'en', level: 'B2' }] });
  expect(noGerman.body.error.fields).toEqual({ languages: 'A German language entry is required.' });
  const bad = await put(token, 'languages', {
    languages: [
      { language: 'de', level: 'D1' },
      { language: '', level: '' },
      { language: 'de', level: 'B1' },
    ],
  });
  expect(bad.body.error.fields).toEqual({
    'languages.0.level': 'Invalid value.',
    'languages.1.language': 'This field is required.',
    'languages.1.level': 'This field is required.',
  });
  const dup = await put(token, 'languages', {
    languages: [
      { language: 'de', level: 'B1' },
      { language: 'de', level: 'B2' },
    ],
  });
  expect(dup.body.error.fields).toEqual({ 'languages.1.language': 'This language is already listed.' });
  const ok = await put(token, 'languages', {
    languages: [
      { language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' },
      { language: 'other', level: 'Native' },
    ],
  });
  expect(ok.body.data.languages).toEqual([
    { id: expect.any(String), language: 'de', level: 'B1', certificate: 'Goethe-Zertifikat B1' },
    { id: expect.any(String), language: 'other', level: 'Native', certificate: null },
  ]);
});

test('messages follow Accept-Language', async () => {
  const { token } = await createUser(ctx);
  const res = await ctx.api('PUT', '/api/onboarding/languages', { token, lang: 'tr', json: { languages: [] } });
  expect((await res.json()).error.fields.languages).toBe('Almanca dil bilgisi zorunludur.');
});
