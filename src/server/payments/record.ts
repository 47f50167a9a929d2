import { sql } from 'drizzle-orm';
import { LOCALES } from '@/lib/i18n/locales';
import type { PaymentKind } from '@/lib/schemas/payments';
import type { Database } from '@/server/db/client';
import type { Transaction } from '@/server/db/transaction';
import { payments, receiptCounters, type PackageRow, type User } from '@/server/db/schema';

/**
 * The next receipt number of the year, `2026-000042`. Taken inside the paying transaction: the counter row stays
 * locked until it commits, and a rollback gives the number back, so numbers have no gaps (unlike a sequence).
 */
export async function allocateReceiptNumber(tx: Transaction, paidAt: Date): Promise<string> {
  const year = paidAt.getUTCFullYear();
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return `${year}-${String(row!.last).padStart(6, '0')}`;
}

export interface SucceededCharge {
  user: User;
  pkg: PackageRow;
  userPackageId: string;
  checkoutSessionId: string | null;
  provider: 'test' | 'stripe';
  providerRef: string | null;
  kind: PaymentKind;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date | null;
  paidAt: Date;
}

/** A succeeded payment with its receipt number and what the receipt shows, copied so it never changes later. */
export async function recordSucceededPayment(tx: Transaction, charge: SucceededCharge) {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: charge.user.id,
      packageId: charge.pkg.id,
      userPackageId: charge.userPackageId,
      checkoutSessionId: charge.checkoutSessionId,
      provider: charge.provider,
      providerRef: charge.providerRef,
      kind: charge.kind,
      status: 'succeeded',
      amountCents: charge.amountCents,
      currency: 'EUR',
      receiptNumber: await allocateReceiptNumber(tx, charge.paidAt),
      customerName: `${charge.user.firstName} ${charge.user.lastName}`,
      customerEmail: charge.user.email,
      packageName: Object.fromEntries(LOCALES.map((l) => [l, charge.pkg.text[l].name])) as Record<
        (typeof LOCALES)[number],
        string
      >,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      paidAt: charge.paidAt,
      createdAt: charge.paidAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

export interface FailedCharge {
  userId: string;
  packageId: string;
  userPackageId: string | null;
  checkoutSessionId: string | null;
  provider: 'test' | 'stripe';
  providerRef: string | null;
  kind: 'purchase' | 'renewal';
  amountCents: number;
  failureCode: string;
  at: Date;
}

/** A declined card: shown in the history as failed, delivers nothing, takes no receipt number. */
export async function recordFailedPayment(db: Database, charge: FailedCharge) {
  const { at, ...values } = charge;
  await db.insert(payments).values({ ...values, status: 'failed', currency: 'EUR', createdAt: at });
}
