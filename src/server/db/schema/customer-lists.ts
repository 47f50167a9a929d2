import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A number per customer that triggers bump whenever a row of their documents, payments, appointments or
 * notifications lists changes (migration 0029, decision 103): the kept answers of those four reads are keyed by it
 * (customer-lists/kept.ts). One number for the four lists: each changes rarely, and a write to one rebuilding the
 * others once is cheaper than four tables of triggers. No row until the first change, read as 0.
 */
export const customerListRevisions = pgTable('customer_list_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});
