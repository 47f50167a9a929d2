import { and, eq, notInArray } from 'drizzle-orm';
import { userPackages, userPackageSteps, type PackageRow, type UserPackageRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { monthsAfterBoundary } from './periods';
import { progressOf } from './steps';

/**
 * Moves a bought package to another catalog package in place (decision 074): same row, same case, same payments.
 * Steps both packages have keep their status and notes; steps only the old one had go; the new package's others are
 * added, not started. The price of later periods becomes the new package's, and its term counts from `from`.
 */
export async function switchPackage(tx: Transaction, now: Date, row: UserPackageRow, to: PackageRow, from: Date) {
  const keys = to.processSteps.map((step) => step.key);
  await tx
    .delete(userPackageSteps)
    .where(and(eq(userPackageSteps.userPackageId, row.id), notInArray(userPackageSteps.key, keys)));
  const kept = await tx.select().from(userPackageSteps).where(eq(userPackageSteps.userPackageId, row.id));
  const byKey = new Map(kept.map((step) => [step.key, step]));
  for (const [position, step] of to.processSteps.entries()) {
    const had = byKey.get(step.key);
    if (had)
      await tx
        .update(userPackageSteps)
        .set({ position, title: step.title, required: step.required })
        .where(eq(userPackageSteps.id, had.id));
    else
      await tx.insert(userPackageSteps).values({
        userPackageId: row.id,
        position,
        key: step.key,
        title: step.title,
        required: step.required,
        status: 'not_started',
        updatedAt: now,
      });
  }
  const steps = await tx.select().from(userPackageSteps).where(eq(userPackageSteps.userPackageId, row.id));
  const done = steps.filter((s) => s.required).every((s) => s.status === 'completed');
  const [switched] = await tx
    .update(userPackages)
    .set({
      packageId: to.id,
      priceCents: to.priceCents,
      monthly: to.type === 'monthly',
      termEndDate: to.durationMonths === null ? null : monthsAfterBoundary(row.startDate, from, to.durationMonths),
      scheduledPackageId: null,
      progress: progressOf(steps),
      completedAt: done ? (row.completedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(userPackages.id, row.id))
    .returning();
  return switched!;
}
