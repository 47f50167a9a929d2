import { createMiddleware } from 'hono/factory';
import { accessTokenConfig, verifyAccessToken } from '../auth/tokens';
import type { AppDeps, AppEnv } from '../context';
import { liveUsers } from '../users/live';
import { unauthorized } from './errors';

/**
 * Requires `Authorization: Bearer <access token>` of an account that still exists; sets `c.var.userId` and
 * `c.var.role`. Anything else answers 401 with the exact message 'Unauthorized' that tells the client to refresh
 * (which fails for a deleted account, so it lands on /login). The existence check is a per-process cache
 * (users/live.ts): a second database round trip on every authenticated request would halve the throughput of reads.
 */
export const requireAuth = (deps: AppDeps) => {
  const config = accessTokenConfig(deps);
  const accounts = liveUsers(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const userId = token ? await verifyAccessToken(token, config, deps.now()) : null;
    const role = userId ? await accounts.role(userId) : null;
    if (!userId || !role) throw unauthorized();
    c.set('userId', userId);
    c.set('role', role);
    await next();
  });
};
