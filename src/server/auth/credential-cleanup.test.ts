import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailVerifications, passwordResets, refreshTokens } from '@/server/db/schema';
import { body, login, refresh, register, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { credentialCleanupJob } from './credential-cleanup';
import { runJob } from '@/server/jobs/scheduler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const count = async () => ({
  refresh: (await ctx.deps.db.select().from(refreshTokens)).length,
  resets: (await ctx.deps.db.select().from(passwordResets)).length,
  verifications: (await ctx.deps.db.select().from(emailVerifications)).length,
});

test('expired and long-revoked credentials go; live ones stay and keep working', async () => {
  const old = await register(ctx);
  await ctx.api('POST', '/api/auth/forgot-password', { json: { email: old.email } });
  // The reset link's hour counts from the mail's sending (decision 072): it goes out now, before the clock moves.
  await ctx.deps.mailer.flush();
  const rotated = await body(await refresh(ctx, old.refresh_token));
  expect(await count()).toEqual({ refresh: 2, resets: 1, verifications: 1 });

  // 31 days on: the first family is past its 30-day absolute expiry, the reset and welcome links long expired.
  travel(ctx, 31 * DAY);
  const fresh = await body(await login(ctx, old.email));
  await runJob(ctx.deps, credentialCleanupJob);
  expect(await count()).toEqual({ refresh: 1, resets: 0, verifications: 0 });
  expect((await refresh(ctx, rotated.data.refresh_token)).status).toBe(401);
  expect((await refresh(ctx, fresh.data.refresh_token)).status).toBe(200);

  // A second run deletes nothing that still belongs to a live family (the used token and its successor).
  await runJob(ctx.deps, credentialCleanupJob);
  expect((await count()).refresh).toBe(2);
});
