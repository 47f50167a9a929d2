import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PersonRef } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

/**
 * The columns of a `PersonRef` (id and name) for a select. Used with a left join (`advisor`, `author`, `actor`),
 * Drizzle answers the whole object as null when there is no such person.
 */
export const personColumns = <I extends AnyPgColumn, F extends AnyPgColumn, L extends AnyPgColumn>(table: {
  id: I;
  firstName: F;
  lastName: L;
}) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
});

/** Id and name of one account, or null (no id, or the account is gone). */
export async function findPerson(db: Database, id: string | null): Promise<PersonRef | null> {
  if (!id) return null;
  const [person] = await db.select(personColumns(users)).from(users).where(eq(users.id, id));
  return person ?? null;
}
