import { sql } from 'drizzle-orm';
import { LOCALES } from '@/lib/i18n/locales';
import type { PaymentKind } from '@/lib/schemas/payments';
import type { Database } from '@/server/db/client';
import type { Transaction } from '@/server/db/transaction';
import { payments, receiptCounters, type PackageRow, type User } from '@/server/db/schema';
import { currentSellerKey } from './receipt-seller';

/**
 * The next `count` receipt numbers of the year, `2026-000042`…, in order. Taken inside the paying transaction: the
 * counter row stays locked until it commits, and a rollback gives the numbers back, so numbers have no gaps (unlike
 * a sequence). A renewal batch takes all of its numbers in this one statement (decision 091).
 */
export async function allocateReceiptNumbers(tx: Transaction, paidAt: Date, count: number): Promise<string[]> {
  if (count === 0) return [];
  const year = paidAt.getUTCFullYear();
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, last: count })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + ${count}` } })
    .returning({ last: receiptCounters.last });
  const first = row!.last - count + 1;
  return Array.from({ length: count }, (_, i) => `${year}-${String(first + i).padStart(6, '0')}`);
}

export const allocateReceiptNumber = async (tx: Transaction, paidAt: Date) =>
  (await allocateReceiptNumbers(tx, paidAt, 1))[0]!;

/** What a payment copies of its package: the id and each language's name. */
export type PaymentPackage = Pick<PackageRow, 'id'> & { text: Record<(typeof LOCALES)[number], { name: string }> };

export interface SucceededCharge {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;
  pkg: PaymentPackage;
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

/** The row of a succeeded payment: what the receipt shows is copied, so it never changes later. */
export const succeededPaymentValues = (charge: SucceededCharge, receiptNumber: string, sellerKey: string) => ({
  userId: charge.user.id,
  packageId: charge.pkg.id,
  userPackageId: charge.userPackageId,
  checkoutSessionId: charge.checkoutSessionId,
  provider: charge.provider,
  providerRef: charge.providerRef,
  kind: charge.kind,
  status: 'succeeded' as const,
  amountCents: charge.amountCents,
  currency: 'EUR' as const,
  receiptNumber,
  customerName: `${charge.user.firstName} ${charge.user.lastName}`,
  customerEmail: charge.user.email,
  packageName: Object.fromEntries(LOCALES.map((l) => [l, charge.pkg.text[l].name])) as Record<
    (typeof LOCALES)[number],
    string
  >,
  periodStart: charge.periodStart,
  periodEnd: charge.periodEnd,
  paidAt: charge.paidAt,
  sellerKey,
  createdAt: charge.paidAt,
});

/** A succeeded payment with its receipt number and what the receipt shows, copied so it never changes later. */
export async function recordSucceededPayment(tx: Transaction, charge: SucceededCharge) {
  const sellerKey = await currentSellerKey(tx);
  const number = await allocateReceiptNumber(tx, charge.paidAt);
  const [row] = await tx
    .insert(payments)
    .values(succeededPaymentValues(charge, number, sellerKey))
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
