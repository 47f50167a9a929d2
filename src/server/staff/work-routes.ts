import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { appointmentStatusChangeSchema } from '@/lib/schemas/appointments';
import { documentReviewSchema } from '@/lib/schemas/documents';
import { stepChangeSchema } from '@/lib/schemas/staff-work';
import { changeAppointmentStatus } from '../appointments/status';
import type { AppDeps } from '../context';
import { appointments } from '../db/schema';
import { notifyReview, reviewDocument } from '../documents/review';
import { ok } from '../http/envelope';
import { validateJson } from '../http/validate';
import { notifyStepCompleted, setStepStatus } from '../user-packages/steps';
import type { StaffEnv } from './access';
import { audited } from './audit';
import { staffAppointments } from './appointment-view';
import { appointmentCase, documentCase, userPackageCase } from './work-access';

/**
 * The console's writes on a case's rows: a document's review, a process step, a meeting's status. Each checks the
 * case through `findCase` (work-access.ts), writes with the resource's own service, audits in the same transaction
 * and notifies the customer once it committed.
 */
export function caseWorkRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.post('/documents/:id/review', validateJson(documentReviewSchema), async (c) => {
    const staff = c.var.staff;
    const { customerId, document } = await db.transaction(async (tx) => {
      const customer = await documentCase(tx, staff, c.req.param('id'), true);
      const view = await reviewDocument(
        { db: tx, now: deps.now },
        { ...c.req.valid('json'), documentId: c.req.param('id'), staffId: staff.id },
      );
      await audited(tx, {
        actor: staff,
        action: 'document.review',
        targetType: 'document',
        targetId: view.id,
        caseId: customer.id,
        detail: { decision: view.reviewStatus },
        at: deps.now(),
      });
      return { customerId: customer.id, document: view };
    });
    await notifyReview(deps, customerId, document);
    return ok(c, document);
  });

  r.patch('/user-packages/:id/steps/:stepKey', validateJson(stepChangeSchema), async (c) => {
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
    return ok(c, {
      ...progress,
      completedAt: progress.completedAt?.toISOString() ?? null,
      step: {
        key: step.key,
        status: step.status,
        notes: step.notes,
        completedAt: step.completedAt?.toISOString() ?? null,
      },
    });
  });

  r.post('/appointments/:id/status', validateJson(appointmentStatusChangeSchema), async (c) => {
    const staff = c.var.staff;
    const id = c.req.param('id');
    await appointmentCase(db, staff, id);
    await changeAppointmentStatus(deps, { ...c.req.valid('json'), id, staffId: staff.id }, (tx, before, after) =>
      audited(tx, {
        actor: staff,
        action: 'appointment.status',
        targetType: 'appointment',
        targetId: after.id,
        caseId: after.userId,
        detail: { from: before.status, to: after.status },
        at: deps.now(),
      }),
    );
    const [view] = await staffAppointments(db, eq(appointments.id, id), []);
    return ok(c, view);
  });

  return r;
}
