import { Hono } from 'hono';
import { staffSupportPageSchema, staffSupportQuerySchema } from '@/lib/schemas/support';
import type { AppDeps } from '@/server/context';
import { users } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { validateQuery } from '@/server/http/validate';
import { listSupportMessages } from './service';
import type { StaffEnv } from '@/server/staff/access';
import { caseScope, findCase } from '@/server/staff/case-access';

/**
 * GET /staff/support-messages?page=&customerId=: customers' messages to support, newest first, with their authors —
 * of the caller's customers (admins: everyone's), or of one case.
 */
export function staffSupportRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.get('/', answersWith(staffSupportPageSchema), validateQuery(staffSupportQuerySchema), async (c) => {
    const { page, customerId } = c.req.valid('query');
    const staff = c.var.staff;
    if (customerId) {
      const customer = await findCase(db, staff, customerId);
      return ok(c, await listSupportMessages(db, { page, userIds: [customer.id] }));
    }
    if (staff.role === 'admin') return ok(c, await listSupportMessages(db, { page }));
    const own = await db.select({ id: users.id }).from(users).where(caseScope(staff));
    return ok(c, await listSupportMessages(db, { page, userIds: own.map((row) => row.id) }));
  });

  return r;
}
