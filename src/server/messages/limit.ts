import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '@/server/context';
import { rateLimiter } from '@/server/http/rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/** RATE_LIMIT_MESSAGES writes per account per hour, on the shared counters (memory, or the database across processes). */
export function messageLimiter(deps: AppDeps) {
  const limiter = rateLimiter(deps, 'messages', deps.env.RATE_LIMIT_MESSAGES, HOUR_MS);
  return createMiddleware<AppEnv>(async (c, next) => {
    await limiter.hit(c.var.userId);
    await next();
  });
}
