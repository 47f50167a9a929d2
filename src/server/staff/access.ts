import { createMiddleware } from 'hono/factory';
import { isStaffRole } from '@/lib/schemas/roles';
import type { StaffRole } from '@/lib/schemas/staff';
import type { AppEnv } from '@/server/context';
import { forbidden } from '@/server/http/errors';

/** Who is working in the console, as the live-account check of this request knows them. */
export interface StaffMember {
  id: string;
  role: StaffRole;
}

/** The staff sub-apps' typing: `c.var.staff` is set by `staffRole` for every /api/staff/* handler. */
export interface StaffEnv {
  Variables: AppEnv['Variables'] & { staff: StaffMember };
}

/**
 * The one role check of /api/staff/* (after requireAuth, whose live-account check already read the role and refused
 * a deactivated or deleted account with 401 'Unauthorized', so the client's refresh fails and it lands on /login);
 * a customer → 403 'no permission'. The role comes from that check's per-process record (fast/live-users.ts), not
 * from a second read of the same row on every request (decision 101): a role change or deactivation forgets it in
 * this process at once and in every other one at commit (NOTIFY, decision 076), with 5 s as the bound without the
 * notification.
 */
export const staffRole = createMiddleware<StaffEnv>(async (c, next) => {
  const role = c.var.role;
  if (!isStaffRole(role)) throw forbidden();
  c.set('staff', { id: c.var.userId, role: role as StaffRole });
  await next();
});

/** Admin-only routes (staff accounts, audit log, reassignment): an advisor gets the same 403 as a customer. */
export const adminOnly = createMiddleware<StaffEnv>(async (c, next) => {
  if (c.var.staff.role !== 'admin') throw forbidden();
  await next();
});
