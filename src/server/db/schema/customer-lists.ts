import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A number per customer that deferred triggers bump, at commit, whenever a row of their documents, payments or
 * appointments lists changes (migration 0028, decision 103): the kept answers of those three reads are keyed by it
 * (customer-lists/kept.ts). One number for the three lists: each changes rarely, and a write to one rebuilding the
 * other two once is cheaper than three more triggers' tables. No row until the first change, read as 0.
 */
export const customerListRevisions = pgTable('customer_list_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});
