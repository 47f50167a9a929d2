import { Hono } from 'hono';
import { staffUserPatchSchema, staffUserSchema } from '@/lib/schemas/staff';
import type { AppDeps } from '@/server/context';
import { liveUsers } from '@/server/fast/live-users';
import { isUuid } from '@/server/files/service';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv } from '@/server/staff/access';
import { listStaffUsers } from '@/server/staff/staff-user-view';
import { changeStaffAccount } from '@/server/staff/user-patch';
import { deactivateMember } from './deactivate';

/**
 * PATCH /staff/users/{id} `{ role?, active? }` (admins; mounted behind adminOnly). A role change or reactivation is
 * `changeStaffAccount` alone; `active: false` is the dialog's deactivation with its defaults (decision 082): cases by
 * round robin among working staff, each future appointment to a colleague free then, else cancelled — customers
 * notified as the dialog does.
 */
export function staffUserPatchRoute(deps: AppDeps) {
  const r = new Hono<StaffEnv>();

  r.patch('/:id', answersWith(staffUserSchema), validateJson(staffUserPatchSchema), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const patch = c.req.valid('json');
    if (patch.active === false)
      await deactivateMember(deps, c.var.staff, id, {
        caseAdvisorId: null,
        appointments: 'reassign',
        role: patch.role,
      });
    else await deps.db.transaction((tx) => changeStaffAccount(tx, c.var.staff, id, patch, deps.now()));
    // This process stops accepting the account's access tokens at once (others within the live-user TTL).
    liveUsers(deps).forget(id);
    const [user] = await listStaffUsers(deps.db, id);
    return ok(c, user);
  });

  return r;
}
