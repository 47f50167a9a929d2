import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { StaffRole, StaffUser } from '@/lib/schemas/staff';
import type { Database } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { INVITED_PASSWORD_HASH } from './invitation';

export const toStaffUser = (user: User, caseCount: number): StaffUser => ({
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
 * index, each count an index-only read of that advisor's entries (decision 088) instead of a join over every customer.
 */
export async function listStaffUsers(db: Database, id?: string): Promise<StaffUser[]> {
  // "users"."id" spelled out: drizzle leaves a one-table query's columns unqualified, and a bare "id" here would
  // name the subquery's own row.
  const caseCount = sql<number>`(select count(*) from ${users} as customer
    where customer.assigned_advisor_id = "users"."id")`.mapWith(Number);
  const rows = await db
    .select({ user: users, caseCount })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => toStaffUser(row.user, row.caseCount));
}
