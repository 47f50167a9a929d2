import { and, eq, isNotNull } from 'drizzle-orm';
import { readPlanContent } from '@/lib/plan/content';
import type { CefrLevel } from '@/lib/schemas/eligibility';
import type { Database } from '@/server/db/client';
import { casePlanItems, files, type FileRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';

/** A key the content knows. */
export const contentItemExists = (key: string) => readPlanContent().items.some((item) => item.key === key);

/** The advisor's own item `key` on this customer's plan (decision 085), if there is one. */
export async function customItem(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(casePlanItems)
    .where(and(eq(casePlanItems.userId, userId), eq(casePlanItems.itemKey, key), isNotNull(casePlanItems.title)));
  return row ?? null;
}

/** A document can only be filed under an item that exists: in the content, or added by the advisor for this case. */
export const planItemExists = async (db: Database, userId: string, key: string) =>
  contentItemExists(key) || (await customItem(db, userId, key)) !== null;

/**
 * The `also` step of `saveUpload` that files a new document under a plan item (and records a certificate's level)
 * in the upload's own transaction, so a document never exists half-filed. Spread into the options; nothing to add
 * without either.
 */
export function planFiling(
  planItem: string | undefined,
  level: CefrLevel | '' | undefined,
): { also?: (tx: Transaction, row: FileRow) => Promise<void> } {
  if (!planItem && !level) return {};
  const also = async (tx: Transaction, row: FileRow) => {
    const [updated] = await tx
      .update(files)
      .set({ planItem: planItem || null, cefrLevel: level || null })
      .where(eq(files.id, row.id))
      .returning();
    Object.assign(row, updated);
  };
  return { also };
}
