import { createMiddleware } from 'hono/factory';
import { accessTokenConfig, verifyAccessToken } from '../auth/tokens';
import type { AppDeps, AppEnv } from '../context';
import { unauthorized } from './errors';

/**
 * Requires `Authorization: Bearer <access token>`; sets `c.var.userId`. Anything else answers 401 with the exact
 * message 'Unauthorized' that tells the client to refresh.
 */
export const requireAuth = (deps: AppDeps) => {
  const config = accessTokenConfig(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const userId = token ? await verifyAccessToken(token, config, deps.now()) : null;
    if (!userId) throw unauthorized();
    c.set('userId', userId);
    await next();
  });
};
