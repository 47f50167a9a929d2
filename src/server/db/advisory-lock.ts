import { sql } from 'drizzle-orm';
import type { Transaction } from './transaction';

/**
 * Waits for a transaction-level advisory lock named `name` (released at COMMIT or ROLLBACK). For rules over a set
 * of rows that no single row lock covers: "at least one admin stays", "whose turn is next".
 */
export async function advisoryLock(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
