import { Hono } from 'hono';
import { logoutSchema, messageAnswerSchema, refreshSchema, tokenPairSchema } from '@/lib/schemas/auth';
import type { AppDeps, AppEnv } from '@/server/context';
import { accessTokenConfig } from './tokens';
import { ok } from '@/server/http/envelope';
import { clientIp } from '@/server/http/client-ip';
import { validateJson } from '@/server/http/validate';
import type { AuthLimiters } from './limits';
import { rotateRefreshToken } from './refresh-tokens';
import { findUser } from '@/server/users/find';
import { invalidRefreshToken, revokeAllForUser, revokeFamilyOf } from './service';
import { documentsBody } from '@/server/http/describe';
import { signAccessToken } from './tokens';
import { answersWith } from '@/server/http/answers';

/** POST /auth/refresh (rotation, see refresh-tokens.ts) and POST /auth/logout. */
export function refreshRoutes(deps: AppDeps, limits: AuthLimiters) {
  const r = new Hono<AppEnv>();

  r.post('/refresh', answersWith(tokenPairSchema), validateJson(refreshSchema), async (c) => {
    const now = deps.now();
    const rotation = await rotateRefreshToken(deps.db, c.req.valid('json').refresh_token, now, (family) =>
      limits.refresh.hit(family),
    );
    if (!rotation) {
      // Guessing tokens costs the address its auth allowance; valid refreshes never do.
      await limits.ip.hit(clientIp(c, deps.env.TRUST_PROXY));
      // Its own code and message, never 'Unauthorized': the client must not answer it with another refresh.
      throw invalidRefreshToken();
    }
    // Deactivation revokes every family; this also covers a rotation that raced with it.
    const user = await findUser(deps.db, rotation.userId);
    if (!user || user.deactivatedAt) {
      await revokeAllForUser(deps.db, rotation.userId, now);
      throw invalidRefreshToken();
    }
    const access_token = await signAccessToken(user.id, accessTokenConfig(deps), now, user.sessionEpoch);
    return ok(c, { access_token, refresh_token: rotation.refreshToken });
  });

  // Always 200: the client clears its tokens whatever happens, and the answer must not reveal token validity.
  r.post('/logout', answersWith(messageAnswerSchema), documentsBody(logoutSchema), async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const parsed = logoutSchema.safeParse(body);
    if (parsed.success && parsed.data.refresh_token)
      await revokeFamilyOf(deps.db, parsed.data.refresh_token, deps.now());
    return ok(c, { message: c.var.t('account:loggedOut') });
  });

  return r;
}
