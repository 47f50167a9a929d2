import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { accessTokenConfig, verifyAccessToken, type AccessClaims } from './access-token';
import type { AppDeps, AppEnv } from '@/server/context';
import { liveUsers } from '@/server/fast/live-users';
import { describes } from './describe';
import { unauthorized } from './errors';

/** The claims of a valid `Authorization: Bearer` token; null without the header; 401 'Unauthorized' when invalid. */
async function bearerUser(c: Context<AppEnv>, deps: AppDeps, config: ReturnType<typeof accessTokenConfig>) {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifyAccessToken(token, config, deps.now()) : null;
  if (!claims) throw unauthorized();
  return claims;
}

/**
 * The live account behind verified claims, or 401: a deleted or deactivated account, or a token signed under an
 * older session epoch (a password change or "sign out everywhere" since, decision 076), is a dead session.
 */
async function liveRole(accounts: ReturnType<typeof liveUsers>, claims: AccessClaims) {
  const account = await accounts.account(claims.sub);
  if (!account || account.epoch !== claims.epoch) throw unauthorized();
  return account.role;
}

/**
 * Requires `Authorization: Bearer <access token>` of an account that still exists; sets `c.var.userId` and
 * `c.var.role`. Anything else answers 401 with the exact message 'Unauthorized' that tells the client to refresh
 * (which fails for a deleted account, so it lands on /login). The existence check is a per-process cache
 * (fast/live-users.ts): a second database round trip on every authenticated request would halve the throughput of reads.
 */
export const requireAuth = (deps: AppDeps) => {
  const config = accessTokenConfig(deps);
  const accounts = liveUsers(deps);
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const claims = await bearerUser(c, deps, config);
    if (!claims) throw unauthorized();
    c.set('role', await liveRole(accounts, claims));
    c.set('userId', claims.sub);
    await next();
  });
  return describes(middleware, { in: 'auth', optional: false });
};

/**
 * For endpoints open to visitors that do more for a signed-in user: no header means a visitor (`c.var.userId`
 * stays unset); a header with an expired or invalid token still answers 401, so the client refreshes instead of
 * silently losing the signed-in behaviour.
 */
export const optionalAuth = (deps: AppDeps) => {
  const config = accessTokenConfig(deps);
  const accounts = liveUsers(deps);
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const claims = await bearerUser(c, deps, config);
    if (claims) {
      // A signed token of a deleted (or deactivated) account, or of an ended session, is not a visitor.
      c.set('role', await liveRole(accounts, claims));
      c.set('userId', claims.sub);
    }
    await next();
  });
  return describes(middleware, { in: 'auth', optional: true });
};
