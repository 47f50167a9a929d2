import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changePasswordSchema } from '../../lib/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueTokens, revokeAllForUser } from '../auth/service';
import { currentUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { users } from '../db/schema';
import { requireAuth } from '../http/auth';
import { ok } from '../http/envelope';
import { fieldError } from '../http/errors';
import { rateLimiter } from '../http/rate-limit';
import { validateJson } from '../http/validate';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * POST /profile/change-password. Success logs out every other device (all refresh families revoked) and hands
 * this one a fresh token pair, so the user stays signed in here.
 */
export function changePasswordRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  // A stolen access token must not become a way to guess the current password: same budget as logins.
  const failures = rateLimiter(deps, 'password-failures', deps.env.RATE_LIMIT_LOGIN, FIFTEEN_MINUTES);

  r.post('/change-password', requireAuth(deps), validateJson(changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const user = await currentUser(deps, c.var.userId);
    await failures.check(user.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await failures.hit(user.id);
      throw fieldError(400, 'WRONG_PASSWORD', 'currentPassword', 'account:wrongPassword');
    }
    await failures.reset(user.id);
    const passwordHash = await hashPassword(newPassword);
    const tokens = await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeAllForUser(tx, user.id, deps.now());
      return issueTokens(deps, user.id, tx);
    });
    return ok(c, { ...tokens, message: c.var.t('account:passwordChanged') });
  });

  return r;
}
