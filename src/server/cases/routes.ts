import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  caseAssignAnswerSchema,
  caseAssignSchema,
  caseDetailSchema,
  casePageSchema,
  caseQuerySchema,
} from '@/lib/schemas/cases';
import { answersWith } from '@/server/http/answers';
import type { AppDeps } from '@/server/context';
import { users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { fieldError } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { findCase } from '@/server/staff/case-access';
import { CaseDetailAnswers } from './detail-answers';
import { CaseListAnswers } from './list-answers';
import { findPerson } from '@/server/staff/people';
import { workingStaff } from '@/server/users/working-staff';

/** GET /staff/cases, GET /staff/cases/{userId}, PATCH /staff/cases/{userId} (admins reassign the advisor). */
export function caseRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  // Kept under case_list_revision (decision 106); list.ts builds a page.
  const casePages = new CaseListAnswers(db, () => deps.now());
  r.get('/', answersWith(casePageSchema), validateQuery(caseQuerySchema), async (c) =>
    (await casePages.get(c.var.staff, c.req.valid('query'), c.var.locale)).send(c),
  );

  // Access first (another advisor's case is a 404), then the page kept per case (detail-answers.ts, decision 106).
  const casePagesById = new CaseDetailAnswers(deps);
  r.get('/:userId', answersWith(caseDetailSchema), async (c) =>
    (await casePagesById.get(c.var.staff, c.req.param('userId'), c.var.locale)).send(c),
  );

  r.patch('/:userId', answersWith(caseAssignAnswerSchema), adminOnly, validateJson(caseAssignSchema), async (c) => {
    const { advisorId } = c.req.valid('json');
    const staff = c.var.staff;
    await db.transaction(async (tx) => {
      const customer = await findCase(tx, staff, c.req.param('userId'), { lock: true });
      if (advisorId) {
        // Any working staff member can take a case; round robin hands new ones to advisors only.
        const [target] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, advisorId), workingStaff()));
        if (!target) throw fieldError(400, 'INVALID_ADVISOR', 'advisorId', 'staff-api:invalidAdvisor');
      }
      if (customer.assignedAdvisorId === advisorId) return;
      await tx.update(users).set({ assignedAdvisorId: advisorId }).where(eq(users.id, customer.id));
      await audited(tx, {
        actor: staff,
        action: 'case.assign',
        targetType: 'case',
        targetId: customer.id,
        caseId: customer.id,
        detail: { from: customer.assignedAdvisorId, to: advisorId, mode: 'manual' },
        at: deps.now(),
      });
    });
    return ok(c, { assignedAdvisor: await findPerson(db, advisorId) });
  });

  return r;
}
