import { sql } from 'drizzle-orm';
import { messages } from '@/server/db/schema';

/**
 * Newest first in the order of `messages_conversation_created_idx` (drizzle-kit writes its columns `DESC NULLS
 * LAST`): a plain `DESC` means NULLS FIRST, which the index cannot give, so every page sorted the whole conversation
 * (the same mismatch notifications had, `notifications/page-order.test.ts`). The columns are NOT NULL; the order of
 * nulls changes no answer, only the plan.
 */
export const NEWEST_MESSAGES_FIRST = [
  sql`${messages.createdAt} desc nulls last`,
  sql`${messages.id} desc nulls last`,
] as const;

/**
 * Older than the anchor as one row comparison: an index condition on the same index, where `a < x or (a = x and
 * b < y)` is only a filter on the rows the scan walks past.
 */
export const olderThan = (anchor: { createdAt: string; id: string }) =>
  sql`(${messages.createdAt}, ${messages.id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`;
