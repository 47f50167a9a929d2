import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { emailVerifiedSchema, verificationSentSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import type { AppDeps, AppEnv } from '@/server/context';
import { emailVerifications, users, type User } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { ApiError, fieldError } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { validateJson } from '@/server/http/validate';
import { pendingEmailOf, sendVerification } from './email-verification';
import { sendLinkMail, siteLink } from './link-mail';
import { currentUser } from './session';
import { emailTaken, isUniqueViolation } from './service';
import { usableToken } from './single-use-tokens';
import { answersWith } from '@/server/http/answers';

/** POST /auth/verify-email (the link from the mail; no sign-in needed) and POST /auth/verify-email/resend. */
export function verifyEmailRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/verify-email', answersWith(emailVerifiedSchema), validateJson(verifyEmailSchema), async (c) => {
    const { token } = c.req.valid('json');
    const now = deps.now();
    const verified = await deps.db
      .transaction(async (tx) => {
        const [link] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(usableToken(emailVerifications, token, now))
          .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
        if (!link) return null;
        const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
        // For a change, this is the moment the new address replaces the old one (the unique index decides a race).
        await tx.update(users).set({ email: link.email, emailVerifiedAt: now }).where(eq(users.id, link.userId));
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, link.userId), isNull(emailVerifications.usedAt)));
        return before ? { user: before, email: link.email } : null;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    if (!verified) throw fieldError(400, 'INVALID_VERIFICATION_TOKEN', 'token', 'account:invalidVerificationToken');
    const { user, email } = verified;
    if (user.email !== email) {
      const requestId = c.get('requestId');
      notifyPreviousAddress(deps, user, email).catch((error: unknown) =>
        logError('address changed mail failed', error, { requestId }),
      );
    }
    return ok(c, { email, emailVerified: true, message: c.var.t('account:emailVerified') });
  });

  r.post('/verify-email/resend', answersWith(verificationSentSchema), requireAuth(deps), async (c) => {
    const user = await currentUser(deps, c.var.userId);
    const pending = await pendingEmailOf(deps.db, user, deps.now());
    const email = pending ?? (user.emailVerifiedAt ? null : user.email);
    if (!email) throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'account:alreadyVerified');
    await (
      await sendVerification(deps, user, email, pending ? 'change' : 'confirm')
    ).mailed;
    return ok(c, { email, message: c.var.t('account:verificationSent', { email }) });
  });

  return r;
}

/** Tells the old address that it no longer receives the account's mail: a hijacked session cannot change it quietly. */
async function notifyPreviousAddress(deps: AppDeps, user: User, email: string) {
  // The contact form, not an address: whoever changed the e-mail may control the account, not the old mailbox.
  await sendLinkMail(deps, user, {
    keys: 'account:changedMail',
    link: `${siteLink(deps, user.preferredLanguage, '/')}#contact`,
    after: [],
    vars: () => ({ email }),
  });
}
