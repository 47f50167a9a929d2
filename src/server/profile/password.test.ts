import { afterAll, beforeAll, expect, test } from 'vitest';
import { body, login, PASSWORD, refresh, register, type Account } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_LOGIN: '3' });
});
afterAll(() => ctx.close());

const change = (account: Account, json: unknown, lang = 'tr') =>
  ctx.api('POST', '/api/profile/change-password', { json, token: account.access_token, lang });

test('a wrong current password answers 400 WRONG_PASSWORD on the currentPassword field, in each language', async () => {
  const account = await register(ctx);
  const messages = {
    tr: 'Mevcut şifre yanlış.',
    en: 'The current password is incorrect.',
    de: 'Das aktuelle Passwort ist falsch.',
  };
  for (const [lang, message] of Object.entries(messages)) {
    const res = await change(account, { currentPassword: 'Wrong1234', newPassword: 'NewPassw0rd' }, lang);
    expect(res.status).toBe(400);
    expect((await body(res)).error).toEqual({ code: 'WRONG_PASSWORD', message, fields: { currentPassword: message } });
  }
  expect((await login(ctx, account.email)).status).toBe(200);
});

test('success keeps this session (fresh pair) and logs every other device out', async () => {
  const account = await register(ctx);
  const otherDevice = (await body(await login(ctx, account.email))).data;
  const res = await change(account, { currentPassword: PASSWORD, newPassword: 'NewPassw0rd' });
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data.access_token).toMatch(/^ey/);
  expect(data.refresh_token).not.toBe(account.refresh_token);
  expect((await refresh(ctx, data.refresh_token)).status).toBe(200);
  for (const revoked of [account.refresh_token, otherDevice.refresh_token])
    expect((await refresh(ctx, revoked)).status).toBe(401);
  expect((await login(ctx, account.email)).status).toBe(401);
  expect((await login(ctx, account.email, 'NewPassw0rd')).status).toBe(200);
});

test('the new password must follow the password rule', async () => {
  const account = await register(ctx);
  const res = await change(account, { currentPassword: PASSWORD, newPassword: 'weakpass' }, 'en');
  expect(res.status).toBe(400);
  expect((await body(res)).error.fields).toEqual({
    newPassword: expect.stringMatching(/uppercase letter and a digit/),
  });
});

test('guessing the current password with a session is limited like logins', async () => {
  const account = await register(ctx);
  for (let i = 0; i < 3; i += 1)
    expect((await change(account, { currentPassword: `Guess${i}abc`, newPassword: 'NewPassw0rd' })).status).toBe(400);
  const limited = await change(account, { currentPassword: PASSWORD, newPassword: 'NewPassw0rd' });
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
});
