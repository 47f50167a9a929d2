import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { OwnerGoneError } from './errors';
import { users } from './schema';

/** A Drizzle transaction handle, the same type on PGlite and postgres.js. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serialises one user's writes (row lock on `users`), so two uploads or two list saves at once cannot interleave.
 * A user who is gone throws OwnerGoneError, which the API answers 401 like any other dead session.
 */
export async function lockOwner(tx: Transaction, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new OwnerGoneError();
}
