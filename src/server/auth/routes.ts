import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { clientIp } from '@/server/http/client-ip';
import { authLimiters } from './limits';
import { logoutAllRoutes } from './logout-all';
import { passwordResetRoutes } from './password-reset';
import { refreshRoutes } from './refresh';
import { registerLoginRoutes } from './register-login';
import { sessionRoutes } from './session';
import { verifyEmailRoutes } from './verify-email';

/** Everything under /api/auth. Limiters are created here, per app instance. */
export function authRoutes(deps: AppDeps) {
  const limits = authLimiters(deps);
  const r = new Hono<AppEnv>();
  // Before the per-IP limit: the session reads need a valid access token (nothing to guess), and every page load of
  // every user behind one shared address (an office, a mobile carrier) makes one, so they must not count.
  r.route('/', sessionRoutes(deps));
  r.route('/', logoutAllRoutes(deps));
  r.use('*', async (c, next) => {
    // A refresh is limited per token family instead; an invalid one counts here (refresh.ts).
    if (!c.req.path.endsWith('/refresh')) await limits.ip.hit(clientIp(c, deps.env.TRUST_PROXY));
    await next();
  });
  r.route('/', registerLoginRoutes(deps, limits));
  r.route('/', refreshRoutes(deps, limits));
  r.route('/', passwordResetRoutes(deps, limits));
  r.route('/', verifyEmailRoutes(deps));
  return r;
}
