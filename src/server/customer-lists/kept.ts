import type { Database } from '@/server/db/client';
import { customerListRevisions } from '@/server/db/schema';
import { KeptAnswers, revisionReader } from '@/server/fast/kept-answers';

/**
 * The customer's documents (first page), payments, appointments and notifications (first page), kept per customer
 * under `customer_list_revisions` (migration 0029, decision 103). At 100k building each answer cost several
 * primary-key reads (the heavy customer: 200 documents with counts, 40 appointments with advisors, charges with
 * refunds, notifications with their parameters); the lists change only when the customer, staff or a job write,
 * while every visit reads them. Triggers bump the number on every row the four answers show, so no write path is
 * left out; `kept-lists.test.ts` has a case per write path.
 */
const readers = new WeakMap<Database, (userId: string) => Promise<number>>();

/** One revision read per database handle, shared by the four lists' caches. */
function listRevision(db: Database) {
  let reader = readers.get(db);
  if (!reader) {
    reader = revisionReader(db, customerListRevisions, 'customer_list_rev');
    readers.set(db, reader);
  }
  return reader;
}

/** A cache of one of the four lists (a route builds its own once); `max` bounds its entries. */
export const keptCustomerList = (db: Database, max?: number) => new KeptAnswers(listRevision(db), max);
