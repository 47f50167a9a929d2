import { and, asc, count, desc, eq, gt, isNull, ne, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { emailVerifications, users, type User } from '@/server/db/schema';
import { tooManyRequests } from '@/server/http/errors';
import { depsInTransaction } from '@/server/db/deps-in-transaction';
import { sendLinkMail, siteLink } from './link-mail';
import { newSingleUseToken } from './single-use-tokens';

/** A verification link works once, for 48 hours: a welcome mail is often opened the next day. */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Why the mail goes out: decides its wording. */
export type VerificationKind = 'welcome' | 'confirm' | 'change';
const MAIL_KEYS = { welcome: 'welcomeMail', confirm: 'verifyMail', change: 'changeMail' } as const;

/** A usable link of the user for another address than the current one: what makes an address pending. */
const usableChangeLink = (userId: string | SQLWrapper, currentEmail: string | SQLWrapper, now: Date | SQLWrapper) =>
  and(
    eq(emailVerifications.userId, userId),
    ne(emailVerifications.email, currentEmail),
    isNull(emailVerifications.usedAt),
    gt(emailVerifications.expiresAt, now),
  );

/** The new address a user asked for and has not confirmed yet (the newest usable link for another address). */
export async function pendingEmailOf(db: Database, user: User, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(usableChangeLink(user.id, user.email, now))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * `pendingEmailOf` as a column of a query on `users`, so a read of the user needs no second round trip. `now` is a
 * placeholder: pass it as an ISO string (placeholders skip Drizzle's Date encoding, and both drivers take text).
 */
export const pendingEmailColumn = (now: Placeholder) =>
  sql<
    string | null
  >`(select ${emailVerifications.email} from ${emailVerifications} where ${usableChangeLink(users.id, users.email, sql`${now}::timestamptz`)} order by ${emailVerifications.createdAt} desc limit 1)`;

/**
 * At most RATE_LIMIT_VERIFY verification mails per user per hour (welcome, "send again", address changes), counted
 * from the rows themselves: the limit holds across server processes and keeps a user from mail-bombing an address.
 */
async function checkAllowance(deps: AppDeps, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since));
  const [counted] = await deps.db.select({ n: count() }).from(emailVerifications).where(recent);
  if ((counted?.n ?? 0) < deps.env.RATE_LIMIT_VERIFY) return;
  const [oldest] = await deps.db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(recent)
    .orderBy(asc(emailVerifications.createdAt))
    .limit(1);
  const freeAt = (oldest?.createdAt.getTime() ?? now.getTime()) + HOUR_MS;
  throw tooManyRequests(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}

/**
 * Makes the one usable link for `email` (older unused links of the user stop working) and mails it in the user's
 * language. Rejects with 429 past the hourly allowance. Resolves once the link is stored, with the sending as
 * `mailed`: a caller answering a user who asked for the mail awaits it, registration only logs its failure.
 */
export async function sendVerification(
  deps: AppDeps,
  user: User,
  email: string,
  kind: VerificationKind,
): Promise<{ mailed: Promise<void> }> {
  const now = deps.now();
  await checkAllowance(deps, user.id, now);
  const { token, values } = newSingleUseToken(now, VERIFY_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({ userId: user.id, email, ...values });
    // Queued with the link: both commit or neither; the 48 hours count from the sending (decision 072).
    await sendLinkMail(depsInTransaction(deps, tx), user, {
      keys: `account:${MAIL_KEYS[kind]}`,
      to: email,
      link: siteLink(deps, user.preferredLanguage, '/verify-email', { token }),
      token: { table: 'email_verifications', token, ttlMs: VERIFY_TTL_MS },
      vars: () => ({ hours: VERIFY_TTL_MS / HOUR_MS, old: user.email }),
    });
  });
  return { mailed: Promise.resolve() };
}
