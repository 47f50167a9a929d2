import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { refunds, type RefundRow } from '@/server/db/schema';

/** Where a refund's credit note is downloaded (refunds/customer-routes.ts). */
export const creditNotePath = (paymentId: string, refundId: string) => `/payments/${paymentId}/refunds/${refundId}/pdf`;

/** The credit notes of some payments, by payment id, oldest first (the customer's and the console's lists). */
export async function refundsOf(db: Database, paymentIds: string[]) {
  const byPayment = new Map<string, RefundRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.creditNoteNumber));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}
