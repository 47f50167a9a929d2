import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { preparedQuery } from '@/server/fast/prepared';
import { users, type User } from '@/server/db/schema';

/** E-mails are stored lower-cased (the schema normalises input); the lookup uses the unique lower(email) index. */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

// Every authenticated read starts here (session, profile): built once, not per request.
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUser(db: Database, id: string): Promise<User | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}
