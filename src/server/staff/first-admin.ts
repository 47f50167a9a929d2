import { eq } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/password';
import type { AppDeps } from '@/server/context';
import { advisoryLock } from '@/server/db/advisory-lock';
import { users } from '@/server/db/schema';
import { findUserByEmail } from '@/server/users/find';
import { audited } from './audit';

export type FirstAdminOutcome = 'created' | 'unset' | 'admin-exists' | 'email-taken';

const hasAdmin = async (db: AppDeps['db']) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)).length > 0;

/**
 * At start: the first admin from ADMIN_EMAIL + ADMIN_PASSWORD, created only while the database has no admin at all
 * (decision 034). Once any admin exists the variables are ignored: an existing account — its password, role or
 * state — is never overwritten, and restarts change nothing.
 */
export async function ensureFirstAdmin(deps: AppDeps): Promise<FirstAdminOutcome> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = deps.env;
  if (!email || !password) return 'unset';
  if (await hasAdmin(deps.db)) return 'admin-exists';
  // Hashed outside the transaction: argon2 must not hold the lock (or PGlite's only connection).
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Several processes starting on one database: one creates, the others then see the admin.
    await advisoryLock(tx, 'first-admin');
    if (await hasAdmin(tx)) return 'admin-exists';
    if (await findUserByEmail(tx, email)) return 'email-taken';
    const [admin] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: 'Admin',
        lastName: '',
        role: 'admin',
        termsAcceptedAt: now,
        createdAt: now,
      })
      .returning({ id: users.id });
    await audited(tx, { actor: null, action: 'staff.firstAdmin', targetType: 'user', targetId: admin!.id, at: now });
    return 'created';
  });
}

/** One line for the start-up log, without the address (no personal data in logs). */
export const FIRST_ADMIN_MESSAGES: Record<FirstAdminOutcome, string | null> = {
  created: 'First admin account created from ADMIN_EMAIL.',
  unset: null,
  'admin-exists': null,
  'email-taken': 'ADMIN_EMAIL belongs to an existing account that is not an admin: no admin was created.',
};
