import { z } from 'zod';

/** Who an account belongs to: customers register themselves; advisors and admins are staff, invited by an admin. */
export const USER_ROLES = ['customer', 'advisor', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Roles that work in the staff console (`/staff`, `/api/staff/*`). */
export const STAFF_ROLES = ['advisor', 'admin'] as const satisfies readonly UserRole[];
export const isStaffRole = (role: UserRole) => (STAFF_ROLES as readonly UserRole[]).includes(role);
