import type { MiddlewareHandler } from 'hono';
import { availabilityOf } from '@/server/db/availability';
import type { Database } from '@/server/db/client';
import { serviceUnavailable } from './errors';

/**
 * While the database is known to be down, every API request behind this gate answers 503 with Retry-After at once,
 * before it reads a body or touches anything (an upload would otherwise stream megabytes only to fail at its
 * INSERT). The liveness and readiness probes sit in front of it.
 */
export const databaseGate =
  (db: Database): MiddlewareHandler =>
  async (_c, next) => {
    if (!availabilityOf(db).up) throw serviceUnavailable();
    await next();
  };
