import type { Hono, MiddlewareHandler } from 'hono';
import type { Database } from '@/server/db/client';
import type { Env } from '@/server/env';
import { metricsRoutes, serveMetrics } from './routes';

/** What createApp mounts for metrics and traces: middlewares first, and /metrics when it is on the main port. */
export interface Observability {
  middleware: MiddlewareHandler[];
  metricsApp?: Hono;
  stop: () => Promise<void>;
}

/** postgres.js's `max` in db/client.ts; PGlite runs one query at a time. */
const POOL_SIZE = { postgres: 10, pglite: 1 } as const;

/**
 * Metrics when METRICS_TOKEN or METRICS_PORT is set, traces when OTEL_EXPORTER_OTLP_ENDPOINT is: each loads its
 * packages only then (dynamic import), so a server without them runs none of this code per request.
 */
export async function startObservability(
  env: Env,
  db: Database,
  driver: 'pglite' | 'postgres',
): Promise<Observability> {
  const result: Observability = { middleware: [], stop: async () => undefined };
  const stops: (() => Promise<void>)[] = [];
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./tracing');
    const tracing = await startTracing({
      endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: env.OTEL_SERVICE_NAME,
    });
    result.middleware.push(tracing.middleware);
    stops.push(tracing.stop);
  }
  if (env.METRICS_TOKEN || env.METRICS_PORT) {
    const { startMetrics } = await import('./registry');
    const metrics = await startMetrics(db, driver, POOL_SIZE[driver]);
    result.middleware.push(metrics.middleware);
    if (env.METRICS_PORT) stops.push(serveMetrics(metrics, env.METRICS_TOKEN, env.METRICS_PORT, env.HOST));
    else result.metricsApp = metricsRoutes(metrics, env.METRICS_TOKEN);
  }
  result.stop = async () => void (await Promise.all(stops.map((stop) => stop())));
  return result;
}
