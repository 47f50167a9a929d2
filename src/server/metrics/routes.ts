import { timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { answersFile } from '@/server/http/answers';
import type { Metrics } from './registry';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * GET /metrics in Prometheus' text format. On the main port it needs `Authorization: Bearer <METRICS_TOKEN>` (the
 * series name routes and job names, nothing personal, but they are nobody else's business); on METRICS_PORT (a
 * port the outside cannot reach) the token is asked for only when set.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const r = new Hono();
  r.get('/', answersFile(metrics.registry.contentType), async (c) => {
    if (token && !same(c.req.header('Authorization') ?? '', `Bearer ${token}`)) {
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return r;
}

/** The separate metrics listener (METRICS_PORT): only /metrics, so the port can be opened to Prometheus alone. */
export function serveMetrics(metrics: Metrics, token: string | undefined, port: number, hostname: string) {
  const app = new Hono();
  app.route('/metrics', metricsRoutes(metrics, token));
  const server = serve({ fetch: app.fetch, port, hostname });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
