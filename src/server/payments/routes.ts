import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Payment } from '@/lib/schemas/payments';
import type { AppDeps, AppEnv } from '@/server/context';
import { preparedQuery } from '@/server/fast/prepared';
import { packages, payments, type PaymentRow, type RefundRow } from '@/server/db/schema';
import { keptCustomerList } from '@/server/customer-lists/kept';
import { creditNotePath, refundsOf } from './refunds-of';
import { attachmentDisposition } from '@/server/files/names';
import { isUuid } from '@/server/files/service';
import { requireAuth } from '@/server/http/auth';
import { notFound } from '@/server/http/errors';
import { receiptFileName, renderReceipt } from './receipt-pdf';
import { sellerOf } from './receipt-seller';
import { z } from 'zod';
import { paidStatus, paymentSchema } from '@/lib/schemas/payments';
import { answersWith, answersFile } from '@/server/http/answers';

const receiptPath = (id: string) => `/payments/${id}/receipt`;

function toPayment(row: PaymentRow, pkg: Payment['package'], given: RefundRow[]): Payment {
  return {
    id: row.id,
    package: pkg,
    amountCents: row.amountCents,
    currency: row.currency,
    status: paidStatus(row.status, row.amountCents, row.refundedCents),
    kind: row.kind,
    refundedCents: row.refundedCents,
    refunds: given.map(({ id, amountCents, creditNoteNumber, paymentId }) => ({
      id,
      amountCents,
      creditNoteNumber,
      creditNoteUrl: creditNotePath(paymentId, id),
    })),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receiptNumber: row.receiptNumber,
    receiptUrl: row.status === 'succeeded' ? receiptPath(row.id) : null,
  };
}

// The user's charges with their package, newest first: built once (src/server/fast/prepared.ts). The package's name
// is picked in SQL (the name paid for, else the catalog's, in `locale`): the whole catalog text is not parsed per row.
const locale = sql`${sql.placeholder('locale')}::text`;
const paymentList = preparedQuery((db) =>
  db
    .select({
      payment: payments,
      pkg: {
        id: packages.id,
        code: packages.code,
        name: sql<string>`coalesce(${payments.packageName} ->> ${locale}, ${packages.text} -> ${locale} ->> 'name')`,
      },
    })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt), desc(payments.receiptNumber), desc(payments.id))
    .prepare('payment_list'),
);

/**
 * GET /payments (the user's charges, newest first) and GET /payments/{id}/receipt (the PDF, in the caller's
 * language, for a succeeded payment). Another user's id answers 404.
 */
export function paymentRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  // Kept per customer and language (decision 103): the list changes with a charge, a refund or a catalog rename.
  const lists = keptCustomerList(deps.db);
  r.get('/', answersWith(z.array(paymentSchema)), async (c) => {
    const { userId, locale } = c.var;
    const build = async () => {
      const rows = await paymentList(deps.db).execute({ userId, locale });
      const given = await refundsOf(
        deps.db,
        rows.filter((r) => r.payment.refundedCents > 0).map((r) => r.payment.id),
      );
      return { data: rows.map(({ payment, pkg }) => toPayment(payment, pkg, given.get(payment.id) ?? [])) };
    };
    return (await lists.get(userId, `${userId}:${locale}`, 0, build)).send(c);
  });

  r.get('/:id/receipt', answersFile('application/pdf'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, c.var.userId), eq(payments.status, 'succeeded')));
    if (!payment) throw notFound();
    const pdf = await renderReceipt(payment, await sellerOf(deps.db, payment), c.var.locale);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachmentDisposition(receiptFileName(payment)),
      'Cache-Control': 'no-store',
    });
  });

  return r;
}
