import type { STAFF_ROLES } from '@/lib/schemas/roles';
import type { AppDeps } from '@/server/context';
import type { User } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { sendLinkMail, siteLink } from '@/server/auth/link-mail';
import { storePasswordLink, voidPasswordLinks } from '@/server/auth/password-links';
import { logError } from '@/server/log/logger';

/** An invitation link stays valid a week (a reset link: one hour). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { INVITED_PASSWORD_HASH } from '@/server/users/working-staff';

/**
 * Stores a set-password link for `userId` in the caller's transaction; answers the raw token for the mail. Every
 * older link of the account stops working first: a re-sent invitation revokes the one it replaces (decision 076).
 */
export async function createInvitation(tx: Transaction, userId: string, now: Date): Promise<string> {
  await voidPasswordLinks(tx, userId, now);
  return storePasswordLink(tx, { userId, now, ttlMs: INVITE_TTL_MS });
}

/**
 * Mails the link, in the invitee's language. The page is the password-reset page (the token is the same kind);
 * `invite=1` and `role` let it word itself as a welcome naming the company and the role. Answers whether the mail went out: a failure leaves
 * the account in place, and the admin can send a new link.
 */
export async function sendInvitation(deps: AppDeps, user: User, token: string): Promise<boolean> {
  try {
    await sendLinkMail(deps, user, {
      keys: 'staff-api:inviteMail',
      // `role` only words the welcome page ("you join as advisor"); the token alone decides what the link does.
      link: siteLink(deps, user.preferredLanguage, '/reset-password', { token, invite: '1', role: user.role }),
      token: { table: 'password_resets', token, ttlMs: INVITE_TTL_MS },
      // Only staff accounts are invited (staff/users.ts), and only staff roles have a name in the mail.
      vars: (t) => ({
        role: t(`staff-api:role.${user.role as (typeof STAFF_ROLES)[number]}`),
        days: INVITE_TTL_MS / 86_400_000,
      }),
    });
    return true;
  } catch (error) {
    logError('staff invitation mail failed', error);
    return false;
  }
}
