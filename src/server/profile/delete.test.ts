import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { body, login, refresh, register } from '@/server/test/accounts';
import { passwordResets, refreshTokens, users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const uploads = (userId: string) => path.join(ctx.dataDir, 'uploads', userId);

async function putFile(userId: string) {
  await mkdir(uploads(userId), { recursive: true });
  await writeFile(path.join(uploads(userId), crypto.randomUUID()), '%PDF-1.7 test');
}

test('deleting the account erases its rows, tokens and files; other accounts are untouched', async () => {
  const account = await register(ctx);
  const other = await register(ctx);
  await putFile(account.user.id);
  await putFile(other.user.id);
  await ctx.api('POST', '/api/auth/forgot-password', { json: { email: account.email } });
  expect(
    await ctx.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, account.user.id)),
  ).toHaveLength(1);

  const res = await ctx.api('DELETE', '/api/profile', { token: account.access_token, lang: 'en' });
  expect(res.status).toBe(200);
  expect((await body(res)).data.message).toBe('Your account and all its data have been deleted.');

  expect(await ctx.deps.db.select().from(users).where(eq(users.id, account.user.id))).toEqual([]);
  expect(await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.user.id))).toEqual([]);
  expect(await ctx.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, account.user.id))).toEqual([]);
  expect(await readdir(path.join(ctx.dataDir, 'uploads'))).toEqual([other.user.id]);
  expect(await readdir(uploads(other.user.id))).toHaveLength(1);

  expect((await refresh(ctx, account.refresh_token)).status).toBe(401);
  expect((await login(ctx, account.email)).status).toBe(401);
  expect((await ctx.api('GET', '/api/profile', { token: account.access_token })).status).toBe(401);
  expect((await ctx.api('GET', '/api/profile', { token: other.access_token })).status).toBe(200);
});

test('the same e-mail can register again after deletion, as a new account', async () => {
  const account = await register(ctx);
  expect((await ctx.api('DELETE', '/api/profile', { token: account.access_token })).status).toBe(200);
  const again = await register(ctx, { email: account.email });
  expect(again.user.id).not.toBe(account.user.id);
  expect((await login(ctx, account.email)).status).toBe(200);
});

test('an account without uploads is deleted too; a second delete with the old token answers 401', async () => {
  const account = await register(ctx);
  expect((await ctx.api('DELETE', '/api/profile', { token: account.access_token })).status).toBe(200);
  const second = await ctx.api('DELETE', '/api/profile', { token: account.access_token });
  expect(second.status).toBe(401);
  expect((await body(second)).message).toBe('Unauthorized');
});
