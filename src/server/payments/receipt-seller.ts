import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { receiptSellers, type PaymentRow } from '@/server/db/schema';
import { loadSeller, type Seller } from './seller';

/**
 * Today's seller as a `receipt_sellers` row, written the first time it is seen (decision 091); answers its key for
 * the payment. The key is a hash of the details, so the same seller is one row however many processes write it.
 */
export async function currentSellerKey(db: Database): Promise<string> {
  const seller = loadSeller();
  const key = createHash('sha256').update(JSON.stringify(seller)).digest('hex').slice(0, 32);
  await db.insert(receiptSellers).values({ key, seller }).onConflictDoNothing();
  return key;
}

/** The seller a payment's receipt was issued by; today's for payments made before sellers were kept. */
export async function sellerOf(db: Database, payment: Pick<PaymentRow, 'sellerKey'>): Promise<Seller> {
  if (!payment.sellerKey) return loadSeller();
  const [row] = await db.select().from(receiptSellers).where(eq(receiptSellers.key, payment.sellerKey));
  return row?.seller ?? loadSeller();
}
