import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { forgotPasswordSchema, messageAnswerSchema, resetPasswordSchema } from '@/lib/schemas/auth';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { fieldError } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { AuthLimiters } from './limits';
import { hashPassword } from './password';
import { sendLinkMail, siteLink } from './link-mail';
import { consumePasswordLink, storePasswordLink } from './password-links';
import { findUserByEmail } from '@/server/users/find';
import { endAllSessions } from './service';
import { liveUsers } from '@/server/fast/live-users';
import { depsInTransaction } from '@/server/db/deps-in-transaction';
import { answersWith } from '@/server/http/answers';

/** A reset link works once, for one hour. */
const RESET_TTL_MS = 60 * 60 * 1000;

/** POST /auth/forgot-password and POST /auth/reset-password. */
export function passwordResetRoutes(deps: AppDeps, limits: AuthLimiters) {
  const r = new Hono<AppEnv>();

  r.post('/forgot-password', answersWith(messageAnswerSchema), validateJson(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await limits.forgot.hit(email);
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      // The link and its mail in one transaction; the outbox sends it (no SMTP round trip to tell "this account
      // exists" from "it does not"), and the hour counts from the sending.
      await deps.db.transaction(async (tx) => {
        const token = await storePasswordLink(tx, { userId: user.id, now: deps.now(), ttlMs: RESET_TTL_MS });
        await sendLinkMail(depsInTransaction(deps, tx), user, {
          keys: 'account:resetMail',
          link: siteLink(deps, user.preferredLanguage, '/reset-password', { token }),
          token: { table: 'password_resets', token, ttlMs: RESET_TTL_MS },
          vars: () => ({ minutes: RESET_TTL_MS / 60_000 }),
        });
      });
    }
    return ok(c, { message: c.var.t('account:forgotSent') });
  });

  r.post('/reset-password', answersWith(messageAnswerSchema), validateJson(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    // Hashed before the transaction: argon2 must not hold a row lock (or PGlite's single connection).
    const passwordHash = await hashPassword(password);
    const now = deps.now();
    const userId = await deps.db.transaction(async (tx) => {
      const owner = await consumePasswordLink(tx, token, now);
      if (!owner) return null;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, owner));
      // Every device signs in again, and access tokens already handed out stop working now (decision 076).
      await endAllSessions(tx, owner, now);
      return owner;
    });
    if (!userId) throw fieldError(400, 'INVALID_RESET_TOKEN', 'token', 'account:invalidResetToken');
    liveUsers(deps).forget(userId);
    return ok(c, { message: c.var.t('account:passwordReset') });
  });

  return r;
}
