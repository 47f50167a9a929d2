import type { AppDeps } from '../context';
import { RateLimiter } from '../http/rate-limit';

const MINUTE = 60_000;

/**
 * The auth limits of DESIGN.md, created per app instance (never module globals: each test gets its own) and
 * driven by the injectable clock, so a test can move past a window instead of waiting for it.
 */
export function authLimiters(deps: AppDeps) {
  const clock = () => deps.now().getTime();
  const { env } = deps;
  return {
    /** Any /auth request but a valid refresh, per client IP per minute. */
    ip: new RateLimiter(env.RATE_LIMIT_AUTH_IP, MINUTE, clock),
    /** Registrations per client IP per hour. */
    register: new RateLimiter(env.RATE_LIMIT_REGISTER, 60 * MINUTE, clock),
    /** Failed logins per account (e-mail) per 15 minutes; a success clears the count. */
    loginFailures: new RateLimiter(env.RATE_LIMIT_LOGIN, 15 * MINUTE, clock),
    /**
     * Refreshes per login (refresh-token family) per minute. Not per IP: an office, a campus or a carrier's NAT puts
     * many users behind one address, and their refreshes must not log each other out.
     */
    refresh: new RateLimiter(env.RATE_LIMIT_REFRESH, MINUTE, clock),
    /** Reset mails per e-mail address per hour. */
    forgot: new RateLimiter(env.RATE_LIMIT_FORGOT, 60 * MINUTE, clock),
  };
}

export type AuthLimiters = ReturnType<typeof authLimiters>;
