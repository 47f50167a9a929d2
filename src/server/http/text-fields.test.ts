import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, register, uniqueEmail } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const RULE = 'This field contains invisible characters that are not allowed; please type the text again.';
const school = {
  school: 'İTÜ',
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
  description: 'Satır\n\tiki',
};
const contact = { name: 'Ayşe', email: 'ayse@example.com', phone: '0532 123 45 67', message: 'Merhaba\nİyi günler' };

/** Every stored text field the attack reached the database with (a 500 from PostgreSQL before), with a NUL inside. */
async function attempts(token: string): Promise<[string, () => Promise<Response>][]> {
  const nul = (value: string) => `${value}\u0000x`;
  const json =
    (method: string, path: string, body: unknown, auth = true) =>
    () =>
      ctx.api(method, path, { json: body, lang: 'en', ...(auth && { token }) });
  return [
    [
      'firstName',
      json(
        'POST',
        '/api/auth/register',
        { firstName: nul('A'), lastName: 'B', email: uniqueEmail(), password: PASSWORD, acceptTerms: true },
        false,
      ),
    ],
    [
      'lastName',
      json(
        'POST',
        '/api/auth/register',
        { firstName: 'A', lastName: nul('B'), email: uniqueEmail(), password: PASSWORD, acceptTerms: true },
        false,
      ),
    ],
    ['firstName', json('PUT', '/api/profile', { firstName: nul('A'), lastName: 'B', preferredLanguage: 'en' })],
    ['lastName', json('PUT', '/api/profile', { firstName: 'A', lastName: nul('B'), preferredLanguage: 'en' })],
    [
      'education.0.school',
      json('PUT', '/api/onboarding/education', { education: [{ ...school, school: nul('İTÜ') }] }),
    ],
    [
      'education.0.department',
      json('PUT', '/api/onboarding/education', { education: [{ ...school, department: nul('M') }] }),
    ],
    [
      'workExperience.0.company',
      json('PUT', '/api/onboarding/work-experience', { workExperience: [{ ...job, company: nul('A') }] }),
    ],
    [
      'workExperience.0.position',
      json('PUT', '/api/onboarding/work-experience', { workExperience: [{ ...job, position: nul('M') }] }),
    ],
    [
      'workExperience.0.description',
      json('PUT', '/api/onboarding/work-experience', { workExperience: [{ ...job, description: nul('Satır\n') }] }),
    ],
    [
      'languages.0.certificate',
      json('PUT', '/api/onboarding/languages', {
        languages: [{ language: 'de', level: 'B1', certificate: nul('Goethe') }],
      }),
    ],
    [
      'name',
      () =>
        ctx.api('POST', '/api/onboarding/other-document', {
          token,
          lang: 'en',
          body: form({ name: nul('Diploma'), file: [pdfBytes(), 'd.pdf'] }),
        }),
    ],
    ['name', json('POST', '/api/contact', { ...contact, name: nul('Ayşe') }, false)],
    ['message', json('POST', '/api/contact', { ...contact, message: nul('Merhaba') }, false)],
  ];
}

test('a NUL byte in any stored text field is a 400 naming the field, in the caller language, never a 500', async () => {
  const { token } = await createUser(ctx);
  for (const [field, send] of await attempts(token)) {
    const res = await send();
    expect(res.status, field).toBe(400);
    expect((await res.json()).error.fields, field).toEqual({ [field]: RULE });
  }
});

test('newlines and tabs stay allowed where a field is multi-line (work description, contact message)', async () => {
  const { token } = await createUser(ctx);
  expect(
    (await ctx.api('PUT', '/api/onboarding/work-experience', { token, json: { workExperience: [job] } })).status,
  ).toBe(200);
  expect((await ctx.api('POST', '/api/contact', { json: contact })).status).toBe(201);
  const account = await register(ctx);
  const named = await ctx.api('PUT', '/api/profile', {
    token: account.access_token,
    json: { firstName: 'Ayşe\nX', lastName: 'B', preferredLanguage: 'tr' },
  });
  expect(named.status).toBe(400);
});
