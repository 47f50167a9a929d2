import { eq } from 'drizzle-orm';
import { readPlanContent } from '@/lib/plan/content';
import type { CefrLevel } from '@/lib/schemas/eligibility';
import { files, type FileRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';

/** A key the content knows; a document can only be filed under an item that exists. */
export const planItemExists = (key: string) => readPlanContent().items.some((item) => item.key === key);

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
