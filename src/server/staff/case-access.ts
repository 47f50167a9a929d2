import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { notFound } from '@/server/http/errors';
import type { StaffMember } from './access';

/**
 * The one rule for which customers a staff member may see (decision 032): admins every customer, an advisor the
 * customers assigned to them. Lists filter with it; single cases go through `findCase`. The id may be a placeholder,
 * for a prepared statement (the kept case page's access check, decision 106).
 */
export function caseScope(staff: Pick<StaffMember, 'role'> & { id: StaffMember['id'] | Placeholder }): SQL {
  const customers = eq(users.role, 'customer');
  return staff.role === 'admin' ? customers : (and(customers, eq(users.assignedAdvisorId, staff.id)) as SQL);
}

/**
 * The customer whose case `customerId` is, if `staff` may see it. Anything else — a malformed id, an unknown one,
 * a staff account, another advisor's customer — is the same 404, so an advisor cannot probe for ids.
 * Routes acting on a case's rows (documents, steps, appointments) find the owner and call this with it;
 * `lock` takes the customer's row lock for writes (the same lock as the customer's own writes, `lockOwner`).
 */
export async function findCase(
  db: Database,
  staff: StaffMember,
  customerId: string,
  options: { lock?: boolean } = {},
): Promise<User> {
  if (!isUuid(customerId)) throw notFound();
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), caseScope(staff)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * A row of a case (a document, a bought package, an appointment) reached by its own id: the caller looked up its
 * owner and this decides, so an id of another advisor's customer is the same 404 as an unknown one (decision 032).
 */
export async function caseOfOwner(
  db: Database,
  staff: StaffMember,
  ownerId: string | undefined,
  lock: boolean,
): Promise<User> {
  if (!ownerId) throw notFound();
  return findCase(db, staff, ownerId, { lock });
}
