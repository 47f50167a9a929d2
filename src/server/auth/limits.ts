import type { AppDeps } from '@/server/context';
import { rateLimiter } from '@/server/http/rate-limit';

const MINUTE = 60_000;

/**
 * The auth limits of DESIGN.md, created per app instance (never module globals: each test gets its own) and
 * driven by the injectable clock, so a test can move past a window instead of waiting for it.
 */
export function authLimiters(deps: AppDeps) {
  const { env } = deps;
  return {
    /** Any /auth request but a valid refresh, per client IP per minute. */
    ip: rateLimiter(deps, 'auth-ip', env.RATE_LIMIT_AUTH_IP, MINUTE),
    /** Registrations per client IP per hour. */
    register: rateLimiter(deps, 'register', env.RATE_LIMIT_REGISTER, 60 * MINUTE),
    /** Failed logins per account (e-mail) per 15 minutes; a success clears the count. */
    loginFailures: rateLimiter(deps, 'login-failures', env.RATE_LIMIT_LOGIN, 15 * MINUTE),
    /**
     * Refreshes per login (refresh-token family) per minute. Not per IP: an office, a campus or a carrier's NAT puts
     * many users behind one address, and their refreshes must not log each other out.
     */
    refresh: rateLimiter(deps, 'refresh', env.RATE_LIMIT_REFRESH, MINUTE),
    /** Reset mails per e-mail address per hour. */
    forgot: rateLimiter(deps, 'forgot', env.RATE_LIMIT_FORGOT, 60 * MINUTE),
  };
}

export type AuthLimiters = ReturnType<typeof authLimiters>;
