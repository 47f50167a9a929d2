import { eq } from 'drizzle-orm';
import { recordConsent } from '@/server/privacy/consents';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authResultSchema, loginSchema, registerSchema } from '@/lib/schemas/auth';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { clientIp } from '@/server/http/client-ip';
import { ok } from '@/server/http/envelope';
import { ApiError } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { AuthLimiters } from './limits';
import { burnPasswordCheck, hashPassword, isCurrentHash, verifyPassword } from './password';
import { findUserByEmail } from '@/server/users/find';
import { logError } from '@/server/log/logger';
import { emailTaken, isUniqueViolation, issueTokens, toSessionUser } from './service';
import { pendingEmailOf, sendVerification } from './email-verification';
import { answersWith } from '@/server/http/answers';

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'account:invalidCredentials');
const accountDeactivated = () => new ApiError(403, 'ACCOUNT_DEACTIVATED', 'staff-api:accountDeactivated');

/** POST /auth/register and POST /auth/login: both answer a token pair and the session user. */
export function registerLoginRoutes(deps: AppDeps, limits: AuthLimiters) {
  const r = new Hono<AppEnv>();

  // Counted before validation: every attempt from an address uses up its hourly allowance.
  const registerLimit = createMiddleware<AppEnv>(async (c, next) => {
    await limits.register.hit(clientIp(c, deps.env.TRUST_PROXY));
    await next();
  });

  r.post('/register', answersWith(authResultSchema, 201), registerLimit, validateJson(registerSchema), async (c) => {
    const input = c.req.valid('json');
    if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    const inserted = await deps.db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: c.var.locale,
        termsAcceptedAt: now,
        createdAt: now,
        lastLoginAt: now,
      })
      .returning()
      .catch((error: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const user = inserted[0];
    if (!user) throw new Error('insert returned no row');
    // The register form's box covers the terms and the privacy notice: both are kept with their versions.
    for (const kind of ['terms', 'privacy'] as const) await recordConsent(deps.db, { userId: user.id, kind, at: now });
    // The account exists whatever the mail server does; "send again" on the dashboard covers a lost welcome mail.
    const { mailed } = await sendVerification(deps, user, user.email, 'welcome');
    const requestId = c.get('requestId');
    mailed.catch((error: unknown) => logError('welcome mail failed', error, { requestId }));
    return ok(c, { ...(await issueTokens(deps, user.id)), user: toSessionUser(user, null) }, 201);
  });

  r.post('/login', answersWith(authResultSchema), validateJson(loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const failures = await limits.loginFailures.check(email);
    const user = await findUserByEmail(deps.db, email);
    if (!user) await burnPasswordCheck(password);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      await limits.loginFailures.hit(email);
      throw invalidCredentials();
    }
    // Most logins follow no failure: no counter to delete, one write fewer.
    if (failures > 0) await limits.loginFailures.reset(email);
    // Told only to someone who knows the password: a deactivated staff member learns why, nobody else does.
    if (user.deactivatedAt) throw accountDeactivated();
    const now = deps.now();
    // Hashes made with other settings (before decision 062) are replaced while the plain password is at hand.
    const rehash = isCurrentHash(user.passwordHash) ? {} : { passwordHash: await hashPassword(password) };
    // Independent of each other: side by side, a login waits for one round trip here instead of three, which is
    // what its p99 is made of while uploads keep the database busy (issue 13's login burst).
    const [tokens, pendingEmail] = await Promise.all([
      issueTokens(deps, user.id),
      pendingEmailOf(deps.db, user, now),
      deps.db
        .update(users)
        .set({ lastLoginAt: now, ...rehash })
        .where(eq(users.id, user.id)),
    ]);
    return ok(c, { ...tokens, user: toSessionUser(user, pendingEmail) });
  });

  return r;
}
