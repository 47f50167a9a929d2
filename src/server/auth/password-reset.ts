import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { forgotPasswordSchema, resetPasswordSchema } from '../../lib/schemas/auth';
import type { AppDeps, AppEnv } from '../context';
import { passwordResets, users } from '../db/schema';
import { ok } from '../http/envelope';
import { fieldError } from '../http/errors';
import { validateJson } from '../http/validate';
import type { AuthLimiters } from './limits';
import { hashPassword } from './password';
import { RESET_TTL_MS, sendResetMail } from './reset-mail';
import { newSingleUseToken, usableToken } from './single-use-tokens';
import { logMailFailure } from '../mail/account-mail';
import { findUserByEmail } from '../users/find';
import { revokeAllForUser } from './service';

/** POST /auth/forgot-password and POST /auth/reset-password. */
export function passwordResetRoutes(deps: AppDeps, limits: AuthLimiters) {
  const r = new Hono<AppEnv>();

  r.post('/forgot-password', validateJson(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    limits.forgot.hit(email);
    // The token is made and hashed whether or not the account exists, so both answers cost about the same.
    const { token, values } = newSingleUseToken(deps.now(), RESET_TTL_MS);
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      await deps.db.insert(passwordResets).values({ userId: user.id, ...values });
      // Not awaited: an SMTP round trip would make "this account exists" measurably slower than "it does not".
      sendResetMail(deps, user, token).catch(logMailFailure('password reset'));
    }
    return ok(c, { message: c.var.t('account:forgotSent') });
  });

  r.post('/reset-password', validateJson(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    // Hashed before the transaction: argon2 must not hold a row lock (or PGlite's single connection).
    const passwordHash = await hashPassword(password);
    const now = deps.now();
    const userId = await deps.db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(usableToken(passwordResets, token, now))
        .returning({ userId: passwordResets.userId });
      if (!reset) return null;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      // Any other link still in a mailbox dies with this one; every device signs in again.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await revokeAllForUser(tx, reset.userId, now);
      return reset.userId;
    });
    if (!userId) throw fieldError(400, 'INVALID_RESET_TOKEN', 'token', 'account:invalidResetToken');
    return ok(c, { message: c.var.t('account:passwordReset') });
  });

  return r;
}
