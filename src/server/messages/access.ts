import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { notFound } from '@/server/http/errors';
import type { StaffMember } from '@/server/staff/access';

/**
 * Whose conversations a staff member may read and answer (decision 077): admins every customer's, an advisor their
 * own customers' and — the shared inbox — those of customers with no advisor yet. Wider than `caseScope` by exactly
 * the unassigned cases, so a customer who writes before assignment is answered by whoever is on duty.
 */
export function conversationScope(staff: StaffMember): SQL {
  const customers = eq(users.role, 'customer');
  if (staff.role === 'admin') return customers;
  return and(customers, or(eq(users.assignedAdvisorId, staff.id), isNull(users.assignedAdvisorId))) as SQL;
}

/** The customer whose conversation `customerId` names, if `staff` may see it; anything else is the same 404. */
export async function findConversationCase(db: Database, staff: StaffMember, customerId: string): Promise<User> {
  if (!isUuid(customerId)) throw notFound();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), conversationScope(staff)));
  if (!row) throw notFound();
  return row;
}
