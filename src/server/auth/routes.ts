import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { clientIp } from '../http/client-ip';
import { authLimiters } from './limits';
import { passwordResetRoutes } from './password-reset';
import { refreshRoutes } from './refresh';
import { registerLoginRoutes } from './register-login';
import { sessionRoutes } from './session';
import { verifyEmailRoutes } from './verify-email';

/** Everything under /api/auth. Limiters are created here, per app instance. */
export function authRoutes(deps: AppDeps) {
  const limits = authLimiters(deps);
  const r = new Hono<AppEnv>();
  r.use('*', async (c, next) => {
    limits.ip.hit(clientIp(c, deps.env.TRUST_PROXY));
    await next();
  });
  r.route('/', registerLoginRoutes(deps, limits));
  r.route('/', refreshRoutes(deps));
  r.route('/', passwordResetRoutes(deps, limits));
  r.route('/', sessionRoutes(deps));
  r.route('/', verifyEmailRoutes(deps));
  return r;
}
