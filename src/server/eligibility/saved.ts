import { desc, eq } from 'drizzle-orm';
import type { SavedCheck } from '@/lib/schemas/eligibility';
import type { Database } from '@/server/db/client';
import { eligibilityChecks } from '@/server/db/schema';

/** How many saved checks a customer's list (and their case page) shows, newest first. */
const SAVED_LIMIT = 20;

export const toSavedCheck = (row: typeof eligibilityChecks.$inferSelect): SavedCheck => ({
  id: row.id,
  tool: row.tool,
  answers: row.answers as SavedCheck['answers'],
  result: row.result as SavedCheck['result'],
  createdAt: row.createdAt.toISOString(),
});

/** A customer's saved tool results: their dashboard card and the case page staff open read the same list. */
export async function savedChecksOf(db: Database, userId: string): Promise<SavedCheck[]> {
  const rows = await db
    .select()
    .from(eligibilityChecks)
    .where(eq(eligibilityChecks.userId, userId))
    .orderBy(desc(eligibilityChecks.createdAt))
    .limit(SAVED_LIMIT);
  return rows.map(toSavedCheck);
}
