import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { StaffRole, StaffUser } from '@/lib/schemas/staff';
import type { Database } from '@/server/db/client';
import { advisorCaseCounts, users, type User } from '@/server/db/schema';
import { INVITED_PASSWORD_HASH } from './invitation';

/** The columns of `users` the team page shows: the whole row also carried the search text and the customer fields. */
const shown = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
type ShownUser = Pick<User, keyof typeof shown>;

export const toStaffUser = (user: ShownUser, caseCount: number): StaffUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role as StaffRole,
  active: user.deactivatedAt === null,
  invitationPending: user.passwordHash === INVITED_PASSWORD_HASH,
  createdAt: user.createdAt.toISOString(),
  lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  caseCount,
});

/**
 * Staff accounts (all, or the one with `id`) with the number of customers assigned to each: found through the role
 * index, each count one row of `advisor_case_counts`, which triggers keep in the transaction that assigns, moves or
 * deletes a customer (decision 096). Counting the assignments here read 90,000 index entries at 100k customers.
 */
export async function listStaffUsers(db: Database, id?: string): Promise<StaffUser[]> {
  const rows = await db
    .select({ user: shown, caseCount: sql<number>`coalesce(${advisorCaseCounts.cases}, 0)`.mapWith(Number) })
    .from(users)
    .leftJoin(advisorCaseCounts, eq(advisorCaseCounts.advisorId, users.id))
    .where(and(inArray(users.role, STAFF_ROLES), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => toStaffUser(row.user, row.caseCount));
}
