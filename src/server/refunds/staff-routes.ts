import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { refundCreateSchema, staffPaymentSchema } from '@/lib/schemas/refunds';
import type { AppDeps } from '@/server/context';
import { payments } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { isUuid } from '@/server/files/service';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { findCase } from '@/server/staff/case-access';
import { issueRefund } from './issue';
import { staffPaymentsOf } from './list';

/**
 * The console's payments view of a case (decision 074): GET /staff/cases/{userId}/payments for whoever may see the
 * case, POST /staff/payments/{id}/refunds `{ amountCents, reason, keepPackage? }` for admins only (audited). Both
 * answer the case's payments as they are afterwards.
 */
export function staffRefundRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();

  r.get('/cases/:userId/payments', answersWith(z.array(staffPaymentSchema)), async (c) => {
    const customer = await findCase(deps.db, c.var.staff, c.req.param('userId'));
    return ok(c, await staffPaymentsOf(deps.db, customer.id, c.var.locale));
  });

  r.post(
    '/payments/:id/refunds',
    answersWith(z.array(staffPaymentSchema), 201),
    adminOnly,
    validateJson(refundCreateSchema),
    async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound();
      const [payment] = await deps.db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, id));
      if (!payment?.userId) throw notFound();
      const customer = await findCase(deps.db, c.var.staff, payment.userId);
      await issueRefund(deps, { paymentId: id, ...c.req.valid('json'), actor: c.var.staff });
      return ok(c, await staffPaymentsOf(deps.db, customer.id, c.var.locale), 201);
    },
  );

  return r;
}
