import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD } from '@/server/test/accounts';
import { catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { customerWithEverything, unzip } from '@/server/test/privacy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const exportData = (token: string, password: string, lang = 'en') =>
  ctx.api('POST', '/api/profile/export', { token, lang, json: { password } });

test('a wrong password gets no data, with the field error in the user language', async () => {
  const customer = await customerWithEverything(ctx);
  const res = await exportData(customer.token, 'not-my-password', 'tr');
  expect(res.status).toBe(400);
  expect((await res.json()).error.fields).toEqual({ password: expect.stringMatching(/parola|şifre/i) });
  expect((await exportData(customer.token, '')).status).toBe(400);
  expect((await ctx.api('POST', '/api/profile/export', { json: { password: PASSWORD } })).status).toBe(401);
});

test('the ZIP holds every row about the user, their files byte for byte, and nothing secret or of anyone else', async () => {
  const customer = await customerWithEverything(ctx);
  const other = await customerWithEverything(ctx);
  const res = await exportData(customer.token, PASSWORD, 'de');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/zip');
  expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));

  expect(entries.get('README.txt')?.toString()).toContain('DSGVO');
  const data = JSON.parse(entries.get('data.json')!.toString()) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(Object.keys(data.tables)).toEqual(
    expect.arrayContaining([
      'users',
      'refresh_tokens',
      'password_resets',
      'onboarding',
      'education_entries',
      'work_entries',
      'language_entries',
      'files',
      'user_packages',
      'user_package_steps',
      'checkout_sessions',
      'payments',
      'appointments',
      'notifications',
      'support_messages',
      'case_notes',
    ]),
  );
  expect(data.tables.users).toEqual([expect.objectContaining({ id: customer.userId, email: customer.email })]);
  const text = entries.get('data.json')!.toString();
  expect(text).not.toMatch(/passwordHash|tokenHash|"\$argon2/);
  expect(text).not.toContain(other.email);
  expect(text).not.toContain(other.userId);
  expect(text).not.toContain(customer.advisor.user.email);

  const files = [...entries.keys()].filter((name) => name.startsWith('files/'));
  expect(files).toHaveLength(data.tables.files!.length);
  expect(files.length).toBe(2); // the onboarding CV and the diploma
  expect(entries.get(files.find((name) => name.endsWith('diploma.png'))!)).toEqual(customer.document);
});
