import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { paidStatus } from '@/lib/schemas/payments';
import type { StaffPayment } from '@/lib/schemas/refunds';
import type { Database } from '@/server/db/client';
import { packages, payments, type RefundRow } from '@/server/db/schema';
import { creditNotePath, refundsOf } from '@/server/payments/refunds-of';

export const toRefund = (row: RefundRow) => ({
  id: row.id,
  amountCents: row.amountCents,
  creditNoteNumber: row.creditNoteNumber,
  createdAt: row.createdAt.toISOString(),
  creditNoteUrl: creditNotePath(row.paymentId, row.id),
});

/** A customer's payments for the console's payments view of their case, newest first, with their refunds. */
export async function staffPaymentsOf(db: Database, customerId: string, locale: Locale): Promise<StaffPayment[]> {
  const rows = await db
    .select({
      payment: payments,
      name: sql<string>`coalesce(${payments.packageName} ->> ${locale}::text, ${packages.text} -> ${locale}::text ->> 'name')`,
    })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(eq(payments.userId, customerId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const given = await refundsOf(
    db,
    rows.map((r) => r.payment.id),
  );
  return rows.map(({ payment, name }) => ({
    id: payment.id,
    packageName: name,
    kind: payment.kind,
    status: paidStatus(payment.status, payment.amountCents, payment.refundedCents),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt?.toISOString() ?? null,
    refunds: (given.get(payment.id) ?? []).map((row) => ({ ...toRefund(row), reason: row.reason })),
  }));
}
