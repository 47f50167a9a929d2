import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accessTokenConfig, signAccessToken } from '@/server/auth/tokens';
import { users, type User } from '@/server/db/schema';

import type { TestContext } from './context';

/**
 * A user straight in the database plus a valid access token, for tests that need someone signed in without going
 * through registration. The password hash is a dummy: such a user cannot log in with a password.
 */
export async function createUser(
  ctx: Pick<TestContext, 'deps'>,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: User; token: string }> {
  const [user] = await ctx.deps.db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.com`,
      passwordHash: 'test-only-not-a-hash',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      termsAcceptedAt: ctx.deps.now(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  const token = await signAccessToken(user.id, accessTokenConfig(ctx.deps), ctx.deps.now());
  return { user, token };
}

/**
 * A fresh access token for `userId` at the app's current clock (tokens signed earlier expire when it moves on),
 * under the account's current session epoch (decision 076).
 */
export async function tokenFor(ctx: Pick<TestContext, 'deps'>, userId: string) {
  const [row] = await ctx.deps.db.select({ epoch: users.sessionEpoch }).from(users).where(eq(users.id, userId));
  return signAccessToken(userId, accessTokenConfig(ctx.deps), ctx.deps.now(), row?.epoch ?? 0);
}
