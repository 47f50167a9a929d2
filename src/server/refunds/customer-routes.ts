import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { payments, refunds } from '@/server/db/schema';
import { answersFile } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { notFound } from '@/server/http/errors';
import { attachmentDisposition } from '@/server/files/names';
import { isUuid } from '@/server/files/service';
import { creditNoteFileName, renderCreditNote } from './refund-mail';

/** GET /payments/{id}/refunds/{refundId}/pdf: the credit note in the caller's language; another user's is 404. */
export function creditNoteRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.get('/:id/refunds/:refundId/pdf', answersFile('application/pdf'), async (c) => {
    const { id, refundId } = c.req.param();
    if (!isUuid(id) || !isUuid(refundId)) throw notFound();
    const [found] = await deps.db
      .select({ payment: payments, refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.id, refundId), eq(payments.id, id), eq(payments.userId, c.var.userId)));
    if (!found) throw notFound();
    const pdf = await renderCreditNote(found.payment, found.refund, c.var.locale);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachmentDisposition(creditNoteFileName(found.refund)),
      'Cache-Control': 'no-store',
    });
  });

  return r;
}
