import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { body, login, PASSWORD, register, uniqueEmail } from '@/server/test/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const COMMON = {
  tr: 'Bu şifre çok yaygın ve kolayca tahmin edilir. Lütfen başka bir şifre seçin.',
  en: 'This password is too common and easy to guess. Please choose another one.',
};

test('a common breached password is refused on register, in the caller language', async () => {
  for (const password of ['Password123', 'Passw0rd', 'Qwerty123']) {
    const res = await ctx.api('POST', '/api/auth/register', {
      json: { firstName: 'Ayşe', lastName: 'Yılmaz', email: uniqueEmail(), password, acceptTerms: true },
    });
    expect(res.status, password).toBe(400);
    expect((await body(res)).error.fields, password).toEqual({ password: COMMON.tr });
  }
});

test('and on a password change and a password reset; the old password keeps working', async () => {
  const account = await register(ctx);
  const change = await ctx.api('POST', '/api/profile/change-password', {
    token: account.access_token,
    lang: 'en',
    json: { currentPassword: PASSWORD, newPassword: 'Password123' },
  });
  expect(change.status).toBe(400);
  expect((await body(change)).error.fields).toEqual({ newPassword: COMMON.en });

  await ctx.api('POST', '/api/auth/forgot-password', { json: { email: account.email } });
  const [mail] = await readOutbox(ctx.deps.mailer.outboxDir ?? '');
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'x:').searchParams.get('token');
  const reset = await ctx.api('POST', '/api/auth/reset-password', {
    lang: 'en',
    json: { token, password: 'Qwerty123' },
  });
  expect(reset.status).toBe(400);
  expect((await body(reset)).error.fields).toEqual({ password: COMMON.en });
  expect((await login(ctx, account.email)).status).toBe(200);
});
