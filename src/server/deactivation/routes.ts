import { count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { deactivationPreviewSchema, deactivationResultSchema, deactivationSchema } from '@/lib/schemas/deactivation';
import { futureAppointmentsOf } from '@/server/appointments/handover';
import type { AppDeps } from '@/server/context';
import { users } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { isStaffRole } from '@/lib/schemas/roles';
import { deactivateMember } from './deactivate';
import { staffUserPatchRoute } from './patch-route';

/**
 * GET|POST /staff/users/{id}/deactivation: the admin's deactivation dialog (decision 076). GET tells what the
 * member still holds; POST deactivates (out of slots and sessions at once), moves their cases and hands over their
 * future appointments. It also works for a member deactivated before, to move what they still hold. PATCH
 * /staff/users/{id} lives here too, because its `active: false` goes through the same `deactivateMember`.
 */
export function deactivationRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('*', adminOnly);

  const staffMember = async (id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await deps.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (!row || !isStaffRole(row.role)) throw notFound();
  };

  r.get('/:id/deactivation', answersWith(deactivationPreviewSchema), async (c) => {
    const id = c.req.param('id');
    await staffMember(id);
    const [cases] = await deps.db.select({ n: count() }).from(users).where(eq(users.assignedAdvisorId, id));
    const upcoming = await futureAppointmentsOf(deps, id);
    const customers = upcoming.length
      ? await deps.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, [...new Set(upcoming.map((a) => a.userId))]))
      : [];
    const names = new Map(customers.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
    return ok(c, {
      openCases: cases?.n ?? 0,
      appointments: upcoming.map((a) => ({
        id: a.id,
        start: a.startsAt.toISOString(),
        customerName: names.get(a.userId) ?? '',
      })),
    });
  });

  r.post('/:id/deactivation', answersWith(deactivationResultSchema), validateJson(deactivationSchema), async (c) => {
    const id = c.req.param('id');
    await staffMember(id);
    return ok(c, await deactivateMember(deps, c.var.staff, id, c.req.valid('json')));
  });

  r.route('/', staffUserPatchRoute(deps));
  return r;
}
