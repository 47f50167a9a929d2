import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type User } from '../db/schema';

/** E-mails are stored lower-cased (the schema normalises input); the lookup uses the unique lower(email) index. */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUser(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
