import { and, eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { fieldError } from '@/server/http/errors';
import type { StaffMember } from '@/server/staff/access';
import { assignAdvisor } from '@/server/staff/assignment';
import { audited } from '@/server/staff/audit';
import { workingStaff } from '@/server/users/working-staff';

/**
 * Moves every customer assigned to `fromId` (already deactivated in `tx`): to `toId`, the admin's choice, which must
 * be another working staff member; or (`toId` null) by round robin among the working advisors, where a case stays
 * unassigned for an admin to place when there is none. Each move is audited like a reassignment by hand.
 */
export async function moveCases(
  tx: Transaction,
  input: { actor: StaffMember; fromId: string; toId: string | null; now: Date },
): Promise<{ moved: number; unassigned: number }> {
  const { actor, fromId, toId, now } = input;
  if (toId !== null) {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, toId), workingStaff()));
    if (!target || toId === fromId)
      throw fieldError(400, 'INVALID_ADVISOR', 'caseAdvisorId', 'staff-api:invalidAdvisor');
  }
  const customers = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.assignedAdvisorId, fromId))
    .for('update');
  let unassigned = 0;
  for (const { id } of customers) {
    await tx.update(users).set({ assignedAdvisorId: toId }).where(eq(users.id, id));
    const detail = { from: fromId, to: toId, mode: toId ? ('manual' as const) : ('roundRobin' as const) };
    await audited(tx, { actor, action: 'case.assign', targetType: 'case', targetId: id, caseId: id, detail, at: now });
    // Round robin: the case first leaves the deactivated member, then takes the next working advisor's turn.
    if (toId === null && !(await assignAdvisor(tx, id, now, actor))) unassigned += 1;
  }
  return { moved: customers.length - unassigned, unassigned };
}
