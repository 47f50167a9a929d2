import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { StaffRole } from '@/lib/schemas/staff';
import { voidPasswordLinks } from '@/server/auth/password-links';
import { revokeAllForUser } from '@/server/auth/service';
import { advisoryLock } from '@/server/db/advisory-lock';
import { users } from '@/server/db/schema';
import { announceAccountChange } from '@/server/fast/live-users';
import type { Transaction } from '@/server/db/transaction';
import { ApiError, notFound } from '@/server/http/errors';
import type { StaffMember } from './access';
import { audited, type AuditRecord } from './audit';

const lastAdmin = () => new ApiError(409, 'LAST_ADMIN', 'staff-api:lastAdmin');

async function activeAdminCount(tx: Transaction): Promise<number> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  return admins.length;
}

/**
 * Changes a staff account's role and/or state, audited. Deactivation takes effect at once: the staff middleware
 * reads the state on every request, and every refresh token and unused password link is revoked here. No change
 * may leave the portal without an active admin; a lock serialises these changes, so two admins demoting each
 * other at once cannot both succeed.
 */
export async function changeStaffAccount(
  tx: Transaction,
  actor: StaffMember,
  id: string,
  patch: { role?: StaffRole | undefined; active?: boolean | undefined },
  now: Date,
): Promise<void> {
  await advisoryLock(tx, 'staff-accounts');
  const [target] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)));
  if (!target) throw notFound();
  const active = target.deactivatedAt === null;
  const role = patch.role ?? target.role;
  const stillActive = patch.active ?? active;
  if (target.role === 'admin' && active && (role !== 'admin' || !stillActive) && (await activeAdminCount(tx)) <= 1)
    throw lastAdmin();

  const record = (action: AuditRecord['action'], detail?: AuditRecord['detail']) =>
    audited(tx, { actor, action, targetType: 'user', targetId: id, at: now, ...(detail && { detail }) });
  if (role !== target.role) {
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await record('staff.role', { from: target.role, to: role });
    await announceAccountChange(tx, id);
  }
  if (active && !stillActive) {
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, id));
    await revokeAllForUser(tx, id, now);
    await voidPasswordLinks(tx, id, now);
    // Every process refuses the account's access tokens from the commit on, not within the cache's 5 s.
    await announceAccountChange(tx, id);
    await record('staff.deactivate');
  } else if (!active && stillActive) {
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    await record('staff.reactivate');
  }
}
