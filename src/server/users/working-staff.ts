import { and, inArray, isNull, ne } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import { users } from '@/server/db/schema';

/**
 * The password hash of an invited account until its owner sets a password: not an argon2 hash, so no password
 * ever verifies against it (a login fails like a wrong password). Here, below staff/ and appointments/, because
 * both ask whether a staff member can work yet.
 */
export const INVITED_PASSWORD_HASH = 'invited:no-password-yet';

/**
 * Staff who can work (decision 076): accepted the invitation (chose a password) and not deactivated. Only they
 * get cases by round robin or by hand, and only they are offered and booked in appointment slots.
 */
export const workingStaff = () =>
  and(inArray(users.role, STAFF_ROLES), isNull(users.deactivatedAt), ne(users.passwordHash, INVITED_PASSWORD_HASH));
