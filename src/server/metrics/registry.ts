import type { MiddlewareHandler } from 'hono';
import type { Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/client';
import { observe } from './observe';
import { outboxCounts } from './outbox-counts';
import { watchQueries, type QueryStats } from './db-queries';

export interface Metrics {
  registry: Registry;
  /** Times every request by route template and status (installed first, so it sees the final status). */
  middleware: MiddlewareHandler;
}

/** Seconds; from 5 ms (a cached read) to 10 s (an outage's time limit), in the steps Prometheus users expect. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Builds the registry (decision 073): Node's defaults (memory, event-loop lag, CPU, GC) plus the portal's series.
 * Gauges that need the database (outbox depth) are read at scrape time, so the request path pays only for the HTTP
 * histogram and a query counter.
 */
export async function startMetrics(db: Database, driver: 'pglite' | 'postgres', poolSize: number): Promise<Metrics> {
  const client = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests: Histogram<'method' | 'route' | 'status'> = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status (its _count is the request count)',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const jobRuns: Counter<'job' | 'result'> = new client.Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs by job and result (ok, failed)',
    labelNames: ['job', 'result'],
    registers: [registry],
  });
  const mailAttempts: Counter<'result'> = new client.Counter({
    name: 'mail_send_attempts_total',
    help: 'Outbox send attempts by result (sent, retry, failed)',
    labelNames: ['result'],
    registers: [registry],
  });
  const uploads = new client.Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of accepted uploads',
    registers: [registry],
  });
  const queries: QueryStats = watchQueries();
  new client.Gauge({
    name: 'db_pool_size',
    help: `Database connections the pool may open (${driver})`,
    registers: [registry],
    collect() {
      this.set(poolSize);
    },
  });
  new client.Gauge({
    name: 'db_pool_in_use',
    help: 'Database operations running now, at most the pool size',
    registers: [registry],
    collect() {
      this.set(Math.min(queries.active, poolSize));
    },
  });
  new client.Gauge({
    name: 'db_pool_waiting',
    help: 'Database operations waiting for a connection (beyond the pool size)',
    registers: [registry],
    collect() {
      this.set(Math.max(0, queries.active - poolSize));
    },
  });
  new client.Counter({
    name: 'db_errors_total',
    help: 'Database operations that failed (any error: outage, time limit, constraint)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(queries.errors);
    },
  });
  const outbox = new client.Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox by status (pending, failed, sent in the last 7 days)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await outboxCounts(db).catch(() => null);
      if (!counts) return;
      for (const [status, n] of Object.entries(counts.byStatus)) this.set({ status }, n);
      oldest.set(counts.oldestPendingSeconds);
    },
  });
  const oldest = new client.Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail still waiting to be sent (0 when none)',
    registers: [registry],
  });
  void outbox;
  observe.jobRun = (job, result) => jobRuns.inc({ job, result });
  observe.mailAttempt = (result) => mailAttempts.inc({ result });
  observe.uploadBytes = (bytes) => uploads.inc(bytes);
  return { registry, middleware: httpMetrics(requests) };
}

function httpMetrics(requests: Histogram<'method' | 'route' | 'status'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The matched handler's template (`/api/appointments/:id`), never the path itself: ids would make a series
      // per row. Anything outside /api is the static site, one series.
      const route = c.req.path.startsWith('/api/') || c.req.path === '/metrics' ? c.req.routePath : 'static';
      requests.observe(
        { method: c.req.method, route, status: String(c.res.status) },
        (performance.now() - started) / 1000,
      );
    }
  };
}
