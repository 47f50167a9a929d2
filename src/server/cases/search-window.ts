import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { afterCaseCursor } from './cursor';

/** How many of the newest matching customers a search looks at first. */
export const SEARCH_WINDOW = 2000;

/**
 * Whether a search tries the window first. Not for an address (a word with "@" or "."): it names one person, whom
 * the window rarely holds, so the first try would only add a walk of 2,000 rows before the trigram index.
 */
export const triesWindow = (search: string | undefined) => !!search?.trim() && !/[@.]/.test(search);

/**
 * A search's first try (decision 101): only the customers registered since the SEARCH_WINDOW-th newest account
 * (of the advisor's, when the list is one advisor's; after the cursor) are searched, walking the (created_at, id)
 * index newest first. The window is a prefix of the list's order, so when it holds a full page of matches those are
 * exactly the newest matches: a common word ("Yıl" matches 5,660 of 100,000 customers) then reads ~2,000 index
 * rows instead of fetching and sorting all its matches. With fewer, the caller searches again without the window,
 * through the trigram index (rare names, e-mail addresses). The edge is found on the index alone (role and filter
 * are left out: a window of a superset is still a prefix); inside the subquery `users` is the subquery's own.
 */
export function newestWindow(db: Database, advisorId: string | undefined, cursor: string | undefined) {
  const edge = db
    .select({ at: users.createdAt })
    .from(users)
    .where(and(advisorId ? eq(users.assignedAdvisorId, advisorId) : undefined, afterCaseCursor(cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(SEARCH_WINDOW - 1)
    .limit(1);
  // Fewer accounts than the window: all of them are in it.
  return sql`${users.createdAt} >= coalesce((${edge}), '-infinity'::timestamptz)`;
}
