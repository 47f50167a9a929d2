import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changePasswordSchema, passwordChangedSchema } from '@/lib/schemas/auth';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { endAllSessions, issueTokens } from '@/server/auth/service';
import { liveUsers } from '@/server/fast/live-users';
import { currentUser } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { fieldError } from '@/server/http/errors';
import { rateLimiter } from '@/server/http/rate-limit';
import { validateJson } from '@/server/http/validate';
import { answersWith } from '@/server/http/answers';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Re-entering the password before something sensitive (a new password, a copy of all one's data). A stolen access
 * token must not become a way to guess it: every such check shares one failure budget per account, the logins'.
 */
export function passwordConfirmation(deps: AppDeps) {
  const failures = rateLimiter(deps, 'password-failures', deps.env.RATE_LIMIT_LOGIN, FIFTEEN_MINUTES);
  return async (user: { id: string; passwordHash: string }, password: string, field: string) => {
    await failures.check(user.id);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await failures.hit(user.id);
      throw fieldError(400, 'WRONG_PASSWORD', field, 'account:wrongPassword');
    }
    await failures.reset(user.id);
  };
}

/**
 * POST /profile/change-password. Success logs out every other device (all refresh families revoked, every access
 * token signed before refused) and hands this one a fresh token pair, so the user stays signed in here.
 */
export function changePasswordRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const confirm = passwordConfirmation(deps);

  r.post(
    '/change-password',
    answersWith(passwordChangedSchema),
    requireAuth(deps),
    validateJson(changePasswordSchema),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const user = await currentUser(deps, c.var.userId);
      await confirm(user, currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(newPassword);
      const tokens = await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // Every other session ends, access tokens included; this device continues with the pair handed out here.
        await endAllSessions(tx, user.id, deps.now());
        return issueTokens(deps, user.id, tx);
      });
      liveUsers(deps).forget(user.id);
      return ok(c, { ...tokens, message: c.var.t('account:passwordChanged') });
    },
  );

  return r;
}
