import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { passwordResets } from '@/server/db/schema';
import { newSingleUseToken, usableToken } from './single-use-tokens';

/**
 * Single-use links that let someone choose a password: the reset link (one hour) and the staff invitation
 * (decision 032). POST /auth/reset-password consumes either kind. The token itself is single-use-tokens.ts's.
 */
export async function storePasswordLink(
  db: Database,
  link: { userId: string; now: Date; ttlMs: number },
): Promise<string> {
  const { token, values } = newSingleUseToken(link.now, link.ttlMs);
  await db.insert(passwordResets).values({ userId: link.userId, ...values });
  return token;
}

/** Uses up a valid link and answers its user, or null for an unknown, used or expired token. */
export async function consumePasswordLink(tx: Database, token: string, now: Date): Promise<string | null> {
  const [link] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usableToken(passwordResets, token, now))
    .returning({ userId: passwordResets.userId });
  if (!link) return null;
  // Any other link still in a mailbox dies with this one.
  await voidPasswordLinks(tx, link.userId, now);
  return link.userId;
}

/** Every unused link of the user stops working (after a reset, or when a staff account is deactivated). */
export async function voidPasswordLinks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
