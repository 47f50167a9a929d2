import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { isStaffRole } from '@/lib/schemas/roles';
import type { StaffRole } from '@/lib/schemas/staff';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { forbidden, unauthorized } from '@/server/http/errors';

/** Who is working in the console, as read from the database on this request. */
export interface StaffMember {
  id: string;
  role: StaffRole;
}

/** The staff sub-apps' typing: `c.var.staff` is set by `staffRole` for every /api/staff/* handler. */
export interface StaffEnv {
  Variables: AppEnv['Variables'] & { staff: StaffMember };
}

/**
 * The one role check of /api/staff/* (after requireAuth). Role and state are read from the database on every
 * request, never from the token or a cache: a member re-roled or deactivated a second ago is already out.
 * Deactivated (or deleted) → 401 'Unauthorized', so the client's refresh fails and it lands on /login;
 * a customer → 403 'no permission'.
 */
export const staffRole = (deps: AppDeps) =>
  createMiddleware<StaffEnv>(async (c, next) => {
    const [row] = await deps.db
      .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, c.var.userId));
    if (!row || row.deactivatedAt) throw unauthorized();
    if (!isStaffRole(row.role)) throw forbidden();
    c.set('staff', { id: row.id, role: row.role as StaffRole });
    await next();
  });

/** Admin-only routes (staff accounts, audit log, reassignment): an advisor gets the same 403 as a customer. */
export const adminOnly = createMiddleware<StaffEnv>(async (c, next) => {
  if (c.var.staff.role !== 'admin') throw forbidden();
  await next();
});
