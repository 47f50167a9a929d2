import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { clientIp } from '@/server/http/client-ip';
import { rateLimiter } from '@/server/http/rate-limit';

const MINUTE = 60_000;

/**
 * The contract forms open to visitors (cancellation by e-mail + contract number, withdrawal) mail a person and
 * search contracts by number: limited like the other anonymous mail senders — per client IP per minute (the auth
 * limit) and per e-mail address per hour (the reset-mail limit) — so nobody can walk contract numbers or flood an
 * inbox. A signed-in customer acting on their own contract is not limited here.
 */
export function visitorContractLimits(deps: AppDeps) {
  const ip = rateLimiter(deps, 'contracts-ip', deps.env.RATE_LIMIT_AUTH_IP, MINUTE);
  const email = rateLimiter(deps, 'contracts-email', deps.env.RATE_LIMIT_FORGOT, 60 * MINUTE);
  return async (c: Context<AppEnv>, address: string) => {
    await ip.hit(clientIp(c, deps.env.TRUST_PROXY));
    await email.hit(address.trim().toLowerCase());
  };
}
