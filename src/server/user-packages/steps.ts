import { and, asc, eq } from 'drizzle-orm';
import type { StepStatus } from '@/lib/schemas/user-packages';
import type { AppDeps } from '@/server/context';
import { userPackages, userPackageSteps, type UserPackageStepRow } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { notify } from '@/server/notifications/notify';
import { findUser } from '@/server/users/find';

type StepState = Pick<UserPackageStepRow, 'status' | 'required'>;

/** Percent of all steps completed, whole numbers. */
export const progressOf = (steps: StepState[]) =>
  steps.length === 0 ? 0 : Math.round((100 * steps.filter((s) => s.status === 'completed').length) / steps.length);

const requiredDone = (steps: StepState[]) => steps.filter((s) => s.required).every((s) => s.status === 'completed');

/**
 * The whole process in one status: a failed step shows first (someone has to act), then done when every required
 * step is, then under way while any step is; untouched when nothing started, else waiting.
 */
export function timelineStatus(steps: StepState[]): StepStatus {
  if (steps.some((s) => s.status === 'failed')) return 'failed';
  if (steps.length > 0 && requiredDone(steps)) return 'completed';
  if (steps.some((s) => s.status === 'in_progress')) return 'in_progress';
  if (steps.every((s) => s.status === 'not_started')) return 'not_started';
  return 'pending';
}

export interface StepChange {
  userPackageId: string;
  stepKey: string;
  status: StepStatus;
  /** Replaces the step's notes when given (null clears them). */
  notes?: string | null;
  staffId: string | null;
}

/**
 * Moves one step of a customer's package (staff, issue 12) and recomputes the package's progress and completion in
 * the same transaction. The package row is locked first, so two staff members moving steps at once both count.
 */
export async function setStepStatus(deps: Pick<AppDeps, 'db' | 'now'>, change: StepChange) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [pkg] = await tx.select().from(userPackages).where(eq(userPackages.id, change.userPackageId)).for('update');
    if (!pkg) throw notFound();
    const where = and(eq(userPackageSteps.userPackageId, pkg.id), eq(userPackageSteps.key, change.stepKey));
    const [before] = await tx.select({ status: userPackageSteps.status }).from(userPackageSteps).where(where);
    if (!before) throw notFound();
    // Saving a completed step again (to change its note) keeps the date it was completed.
    const completedAt = change.status !== 'completed' ? null : before.status === 'completed' ? undefined : now;
    const [step] = await tx
      .update(userPackageSteps)
      .set({
        status: change.status,
        ...(completedAt !== undefined && { completedAt }),
        ...(change.notes !== undefined && { notes: change.notes }),
        updatedBy: change.staffId,
        updatedAt: now,
      })
      .where(where)
      .returning();
    const steps = await tx
      .select()
      .from(userPackageSteps)
      .where(eq(userPackageSteps.userPackageId, pkg.id))
      .orderBy(asc(userPackageSteps.position));
    const progress = progressOf(steps);
    const packageDone = requiredDone(steps) ? (pkg.completedAt ?? now) : null;
    await tx
      .update(userPackages)
      .set({ progress, completedAt: packageDone, updatedAt: now })
      .where(eq(userPackages.id, pkg.id));
    return {
      progress,
      completedAt: packageDone,
      timelineStatus: timelineStatus(steps),
      step: step!,
      userId: pkg.userId,
      newlyCompleted: change.status === 'completed' && before.status !== 'completed',
    };
  });
}

/** Tells the customer a step of their process is complete (call it once the change committed). */
export async function notifyStepCompleted(deps: AppDeps, userId: string, step: UserPackageStepRow) {
  const customer = await findUser(deps.db, userId);
  if (!customer) return;
  await notify(deps, userId, {
    kind: 'step_completed',
    key: `step:${step.id}:completed:${step.completedAt?.getTime() ?? 0}`,
    params: { step: step.title[customer.preferredLanguage] },
    link: '/dashboard/packages',
  });
}
