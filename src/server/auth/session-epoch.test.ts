import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails, linkIn } from '@/server/test/eml';
import { body, login, refresh, register, type Account } from '@/server/test/accounts';

// Decision 076: sessions end with the password. An access token signed before a change, a reset or "sign out
// everywhere" is refused at the next request, not when it expires 15 minutes later.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const session = (token: string) => ctx.api('GET', '/api/auth/session', { token });
const signIn = async (email: string, password: string) => {
  const res = await login(ctx, email, password);
  expect(res.status).toBe(200);
  return (await body(res)).data as Account;
};

test('a password reset rejects every access token issued before it, at once', async () => {
  const account = await register(ctx);
  const other = await signIn(account.email, account.password);
  expect((await session(account.access_token)).status).toBe(200);
  expect((await session(other.access_token)).status).toBe(200);

  expect((await ctx.api('POST', '/api/auth/forgot-password', { json: { email: account.email } })).status).toBe(200);
  const [mail] = await findMails(
    ctx.deps.mailer.outboxDir ?? '',
    (m) => m.to === account.email && m.text.includes('/reset-password?token='),
  );
  const reset = await ctx.api('POST', '/api/auth/reset-password', {
    json: { token: linkIn(mail!, '/reset-password').token, password: 'Yeni1Sifre' },
  });
  expect(reset.status).toBe(200);

  for (const token of [account.access_token, other.access_token]) {
    const res = await session(token);
    expect(res.status).toBe(401);
    expect((await body(res)).message).toBe('Unauthorized');
  }
  expect((await refresh(ctx, account.refresh_token)).status).toBe(401);
  // The new password signs in, and its token works although it was signed in the same second as the reset.
  const fresh = await signIn(account.email, 'Yeni1Sifre');
  expect((await session(fresh.access_token)).status).toBe(200);
});

test('a password change ends every other session; this device continues with the pair it is handed', async () => {
  const account = await register(ctx);
  const laptop = await signIn(account.email, account.password);
  const res = await ctx.api('POST', '/api/profile/change-password', {
    token: account.access_token,
    json: { currentPassword: account.password, newPassword: 'Yeni1Sifre' },
  });
  expect(res.status).toBe(200);
  const handed = (await body(res)).data as Account;

  expect((await session(account.access_token)).status).toBe(401);
  expect((await session(laptop.access_token)).status).toBe(401);
  expect((await refresh(ctx, laptop.refresh_token)).status).toBe(401);
  expect((await session(handed.access_token)).status).toBe(200);
  // The handed-out family refreshes, and the token it yields carries the new epoch.
  const rotated = await refresh(ctx, handed.refresh_token);
  expect(rotated.status).toBe(200);
  expect((await session((await body(rotated)).data.access_token)).status).toBe(200);
});

test('"sign out everywhere" ends every session, this one too, and needs a live session', async () => {
  const account = await register(ctx);
  const phone = await signIn(account.email, account.password);
  const res = await ctx.api('POST', '/api/auth/logout-all', { token: account.access_token, lang: 'de' });
  expect(res.status).toBe(200);
  expect((await body(res)).data.message).toBe('Sie wurden auf allen Geräten abgemeldet.');
  for (const pair of [account, phone]) {
    expect((await session(pair.access_token)).status).toBe(401);
    expect((await refresh(ctx, pair.refresh_token)).status).toBe(401);
  }
  expect((await ctx.api('POST', '/api/auth/logout-all', { token: account.access_token })).status).toBe(401);
  expect((await ctx.api('POST', '/api/auth/logout-all')).status).toBe(401);
  // The password still works: signing in starts a new session under the new epoch.
  expect((await session((await signIn(account.email, account.password)).access_token)).status).toBe(200);
});
