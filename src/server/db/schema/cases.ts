import { integer, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The staff case list's number (migration 0032, decision 106): one database-wide sequence that deferred triggers
 * advance at the commit of every change a page of the list shows, filters or sorts by; the kept pages
 * (`cases/list-answers.ts`) are keyed by it, like the staff pages of decision 102.
 */
export const caseListRevision = pgSequence('case_list_revision');

/**
 * A number per customer that triggers bump whenever a row their case page (GET /staff/cases/{id}) shows changes
 * (migration 0032, decision 106), the design of `customer_list_revisions` (decision 103): a table of its own, so the
 * case page's many sources (onboarding, messages, saved checks) do not also invalidate the customer's own lists.
 * No row until the first change, read as 0.
 */
export const caseRevisions = pgTable('case_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});
