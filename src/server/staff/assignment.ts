import { and, asc, eq, sql } from 'drizzle-orm';
import { advisoryLock } from '@/server/db/advisory-lock';
import { advisorRotation, users } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { workingStaff } from '@/server/users/working-staff';
import { audited, type AuditRecord } from './audit';

/**
 * Round robin (decision 034): gives a customer without an advisor to the working advisor (activated, not
 * deactivated: decision 076) whose turn is oldest — one never assigned first, then by seniority. Called where
 * onboarding completes, in that transaction, and when a deactivated advisor's cases move (`actor`: that admin); a
 * customer who already has an advisor keeps them. With no working advisor the case stays unassigned for an admin
 * to place. Answers the advisor's id, or null.
 */
export async function assignAdvisor(
  tx: Transaction,
  customerId: string,
  now: Date,
  actor: AuditRecord['actor'] = null,
): Promise<string | null> {
  const [customer] = await tx
    .select({ advisorId: users.assignedAdvisorId })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
  if (!customer || customer.advisorId) return null;
  // Two completions at once must not both read the same "next" advisor.
  await advisoryLock(tx, 'advisor-rotation');
  const [next] = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(advisorRotation, eq(advisorRotation.advisorId, users.id))
    .where(and(eq(users.role, 'advisor'), workingStaff()))
    .orderBy(sql`${advisorRotation.turn} asc nulls first`, asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!next) return null;
  const turn = sql`(select coalesce(max(${advisorRotation.turn}), 0) + 1 from ${advisorRotation})`;
  await tx
    .insert(advisorRotation)
    .values({ advisorId: next.id, turn })
    .onConflictDoUpdate({ target: advisorRotation.advisorId, set: { turn } });
  await tx.update(users).set({ assignedAdvisorId: next.id }).where(eq(users.id, customerId));
  await audited(tx, {
    actor,
    action: 'case.assign',
    targetType: 'case',
    targetId: customerId,
    caseId: customerId,
    detail: { from: null, to: next.id, mode: 'roundRobin' },
    at: now,
  });
  return next.id;
}
