import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { stepChangeAnswerSchema, stepChangeSchema, type StepChangeAnswer } from '@/lib/schemas/cases';
import { answersWith } from '@/server/http/answers';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { userPackages } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv, StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { caseOfOwner } from '@/server/staff/case-access';
import { notifyStepCompleted, setStepStatus } from '@/server/user-packages/steps';

/** The bought package's case (its owner, if the caller may see them); `lock` for writes. */
async function userPackageCase(db: Database, staff: StaffMember, userPackageId: string, lock = false) {
  if (!isUuid(userPackageId)) throw notFound();
  const [row] = await db
    .select({ ownerId: userPackages.userId })
    .from(userPackages)
    .where(eq(userPackages.id, userPackageId));
  return caseOfOwner(db, staff, row?.ownerId, lock);
}

/**
 * PATCH /staff/user-packages/{id}/steps/{stepKey}: staff move a process step of a case's package. Checks the case,
 * writes with the user-packages service, audits in the same transaction and notifies the customer once it committed.
 */
export function caseStepRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.patch(
    '/user-packages/:id/steps/:stepKey',
    answersWith(stepChangeAnswerSchema),
    validateJson(stepChangeSchema),
    async (c) => {
      const staff = c.var.staff;
      const { status, note } = c.req.valid('json');
      const result = await db.transaction(async (tx) => {
        const customer = await userPackageCase(tx, staff, c.req.param('id'), true);
        const changed = await setStepStatus(
          { db: tx, now: deps.now },
          {
            userPackageId: c.req.param('id'),
            stepKey: c.req.param('stepKey'),
            status,
            ...(note !== undefined && { notes: note || null }),
            staffId: staff.id,
          },
        );
        await audited(tx, {
          actor: staff,
          action: 'step.status',
          targetType: 'userPackage',
          targetId: changed.step.userPackageId,
          caseId: customer.id,
          detail: { step: changed.step.key, status, progress: changed.progress },
          at: deps.now(),
        });
        return changed;
      });
      if (result.newlyCompleted) await notifyStepCompleted(deps, result.userId, result.step);
      const { step, userId: _owner, newlyCompleted: _new, ...progress } = result;
      const answer: StepChangeAnswer = {
        ...progress,
        completedAt: progress.completedAt?.toISOString() ?? null,
        step: {
          key: step.key,
          status: step.status,
          notes: step.notes,
          completedAt: step.completedAt?.toISOString() ?? null,
        },
      };
      return ok(c, answer);
    },
  );

  return r;
}
