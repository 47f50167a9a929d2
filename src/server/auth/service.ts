import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser, TokenPair } from '@/lib/schemas/auth';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { refreshTokens, users, type User } from '@/server/db/schema';
import { announceAccountChange } from '@/server/fast/live-users';
import { accessTokenConfig } from './tokens';
import { avatarPath } from '@/server/users/profile-view';
import { ApiError, fieldError } from '@/server/http/errors';
import { sha256, startRefreshFamily } from './refresh-tokens';
import { signAccessToken } from './tokens';
import { findDriverError } from '@/server/db/errors';

/** A fresh access token and a new refresh family: what login, register and a password change hand out. */
export async function issueTokens(deps: AppDeps, userId: string, db: Database = deps.db): Promise<TokenPair> {
  const now = deps.now();
  const refresh_token = await startRefreshFamily(db, userId, now);
  const [user] = await db.select({ epoch: users.sessionEpoch }).from(users).where(eq(users.id, userId));
  const access_token = await signAccessToken(userId, accessTokenConfig(deps), now, user?.epoch ?? 0);
  return { access_token, refresh_token };
}

/**
 * Ends every session of the user (password change or reset, "sign out everywhere"): all refresh families are
 * revoked and the session epoch moves on, so every access token signed before stops working at the next request,
 * in every process (decision 076). The caller forgets the account in its own live-user cache after commit.
 */
export async function endAllSessions(tx: Database, userId: string, now: Date): Promise<void> {
  await revokeAllForUser(tx, userId, now);
  await tx
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
  await announceAccountChange(tx, userId);
}

export async function revokeFamilyOf(db: Database, rawToken: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(rawToken)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Logs the user out everywhere (password change, password reset). */
export async function revokeAllForUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** `pendingEmail`: a new address waiting for its link (src/server/auth/email-verification.ts `pendingEmailOf`). */
export const toSessionUser = (user: User, pendingEmail: string | null): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  preferredLanguage: user.preferredLanguage,
  onboardingCompleted: user.onboardingCompleted,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
  pendingEmail,
  avatarUrl: avatarPath(user),
});

export const emailTaken = () => fieldError(409, 'EMAIL_TAKEN', 'email', 'account:emailTaken');
export const invalidRefreshToken = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', 'account:invalidRefreshToken');

/** PostgreSQL's unique_violation (23505), whether the driver error is bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return findDriverError(error, '23505') !== undefined;
}
