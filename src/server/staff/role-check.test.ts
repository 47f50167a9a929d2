import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { LIVE_USER_TTL_MS } from '@/server/fast/live-users';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createStaff } from '@/server/test/staff';

// Decision 101: /api/staff/* takes the role from the live-account check (fast/live-users.ts) instead of reading the
// row again on every request. The in-process paths (PATCH role, deactivation) forget at once (access.test.ts); this
// is the bound for a change this process was not told about (another process whose NOTIFY did not arrive).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The clock `ms` ahead of the real one (the access token lives 15 minutes, so it stays valid). */
const later = (ms: number) => {
  ctx.deps.now = () => new Date(Date.now() + ms);
};

test('a role change or deactivation nobody announced applies once the live-account record expires', async () => {
  const { user, token } = await createStaff(ctx, 'advisor');
  const audit = async () => (await ctx.api('GET', '/api/staff/audit', { token })).status;
  expect(await audit()).toBe(403);

  await ctx.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  // Within the record's lifetime this process still knows the advisor (the NOTIFY would have told it).
  expect(await audit()).toBe(403);
  later(LIVE_USER_TTL_MS + 1);
  expect(await audit()).toBe(200);

  await ctx.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
  later(2 * LIVE_USER_TTL_MS + 2);
  expect(await audit()).toBe(401);
  await ctx.deps.db.update(users).set({ deactivatedAt: null, role: 'advisor' }).where(eq(users.id, user.id));
  later(3 * LIVE_USER_TTL_MS + 3);
  expect(await audit()).toBe(403);
  expect((await ctx.api('GET', '/api/staff/cases', { token })).status).toBe(200);
});
