import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { ok } from '@/server/http/envelope';
import { answersWith } from '@/server/http/answers';
import { ApiError, RETRY_AFTER_SECONDS } from '@/server/http/errors';
import { logger } from '@/server/log/logger';
import { healthSchema, readySchema } from '@/lib/schemas/health';
import { readiness } from './checks';

/**
 * The probes (README "Operating it", docs/decisions/070-database-time-limits.md):
 *  - `GET /api/health` and `GET /api/health/live`: the process runs and its event loop answers; never asks the
 *    database, so an outage does not make an orchestrator restart healthy processes.
 *  - `GET /api/health/ready`: database reachable, migrations applied, storage writable; 503 (with the failed
 *    checks as fields) while any fails, so a load balancer sends traffic elsewhere.
 */
export function healthRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const live = answersWith(healthSchema);
  r.get('/', live, (c) => ok(c, { status: 'ok', time: deps.now().toISOString() }));
  r.get('/live', live, (c) => ok(c, { status: 'ok', time: deps.now().toISOString() }));
  r.get('/ready', answersWith(readySchema), async (c) => {
    const checks = await readiness(deps);
    const failed = Object.entries(checks).filter(([, result]) => result === 'failed');
    if (failed.length === 0) return ok(c, { status: 'ready' as const, checks });
    logger.warn({ requestId: c.get('requestId'), failed: failed.map(([name]) => name).join(',') }, 'not ready');
    throw new ApiError(503, 'NOT_READY', 'errors:common.unavailable', {
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      fields: Object.fromEntries(failed.map(([name]) => [name, { key: 'errors:common.unavailable' }])),
    });
  });
  return r;
}
