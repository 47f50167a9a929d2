import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { cancellationDecisionSchema, staffCancellationSchema } from '@/lib/schemas/contracts';
import type { AppDeps } from '@/server/context';
import { cancellations, userPackages } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { logError } from '@/server/log/logger';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { sendDecisionMail } from './cancel-mail';

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function listExtraordinary(deps: AppDeps, id?: string) {
  const rows = await deps.db
    .select({ row: cancellations, paidUntil: userPackages.endDate, caseId: userPackages.userId })
    .from(cancellations)
    .innerJoin(userPackages, eq(userPackages.id, cancellations.userPackageId))
    .where(and(eq(cancellations.kind, 'extraordinary'), id ? eq(cancellations.id, id) : undefined))
    // Waiting ones first, then the newest.
    .orderBy(sql`(${cancellations.decision} = 'pending') desc`, desc(cancellations.receivedAt))
    .limit(200);
  return rows.map(({ row, paidUntil, caseId }) => ({
    id: row.id,
    contractNumber: row.contractNumber,
    name: row.name,
    email: row.email,
    kind: row.kind,
    reason: row.reason,
    requestedEndOn: row.requestedEndOn,
    receivedAt: row.receivedAt.toISOString(),
    paidUntil: iso(paidUntil),
    decision: row.decision,
    decidedAt: iso(row.decidedAt),
    caseId,
  }));
}

/**
 * Extraordinary cancellations for admins to decide (decision 082), beside the withdrawals in the same console page:
 * GET /staff/cancellations, POST /staff/cancellations/{id}/decision `{ accept }`. Accepted: the contract ends at the
 * end asked for (at once when that has passed), never later than the paid period. Rejected: it stands as an
 * ordinary cancellation, which it already is (nothing renews). Either way the customer is told by mail; audited.
 */
export function staffCancellationRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('/cancellations', adminOnly);
  r.use('/cancellations/*', adminOnly);

  r.get('/cancellations', answersWith(z.array(staffCancellationSchema)), async (c) =>
    ok(c, await listExtraordinary(deps)),
  );

  r.post(
    '/cancellations/:id/decision',
    answersWith(staffCancellationSchema),
    validateJson(cancellationDecisionSchema),
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound();
      const { accept } = c.req.valid('json');
      const now = deps.now();
      const done = await deps.db.transaction(async (tx) => {
        const [decided] = await tx
          .update(cancellations)
          .set({ decision: accept ? 'accepted' : 'rejected', decidedAt: now, decidedBy: c.var.staff.id })
          .where(and(eq(cancellations.id, id), eq(cancellations.decision, 'pending')))
          .returning();
        if (!decided) {
          const [exists] = await tx
            .select({ id: cancellations.id })
            .from(cancellations)
            .where(eq(cancellations.id, id));
          if (!exists) throw notFound();
          throw new ApiError(409, 'DECISION_TAKEN', 'commerce-api:contracts.decisionTaken');
        }
        let [pkg] = await tx.select().from(userPackages).where(eq(userPackages.id, decided.userPackageId));
        if (accept && pkg?.endDate && pkg.status === 'active') {
          const asked = decided.endsAt && decided.endsAt > now ? decided.endsAt : now;
          const end = asked < pkg.endDate ? asked : pkg.endDate;
          [pkg] = await tx
            .update(userPackages)
            .set({ endDate: end, status: end <= now ? 'cancelled' : 'active', autoRenew: false, updatedAt: now })
            .where(eq(userPackages.id, pkg.id))
            .returning();
        }
        await audited(tx, {
          actor: c.var.staff,
          action: 'contract.cancellationDecision',
          targetType: 'userPackage',
          targetId: decided.userPackageId,
          caseId: pkg?.userId ?? null,
          detail: { cancellationId: decided.id, accepted: accept },
          at: now,
        });
        return { decided, pkg };
      });
      const { decided, pkg } = done;
      if (pkg) {
        if (accept && pkg.stripeSubscriptionId && pkg.endDate)
          await paymentProviderFor(deps, 'stripe')
            .scheduleEnd(pkg.stripeSubscriptionId, pkg.endDate)
            .catch((error: unknown) => logError('cancellation decision: Stripe refused', error));
        await sendDecisionMail(deps, pkg, decided, accept).catch((error: unknown) =>
          logError('cancellation decision mail failed', error),
        );
      }
      const [answer] = await listExtraordinary(deps, decided.id);
      return ok(c, answer!);
    },
  );
  return r;
}
