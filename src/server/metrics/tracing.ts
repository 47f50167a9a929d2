import type { MiddlewareHandler } from 'hono';
import { watchQueries } from './db-queries';

/**
 * OpenTelemetry traces (decision 073), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is imported
 * here, at start, and never otherwise. Spans are made by hand where the portal already has a seam, not by
 * auto-instrumentation (which patches modules through loader hooks a bundled ESM server does not go through):
 * one server span per request, named by its route template, continuing an incoming `traceparent`; one client
 * span per database query with the statement text (placeholders only, never the values: they hold personal data).
 */
export async function startTracing(options: { endpoint: string; serviceName: string }): Promise<{
  middleware: MiddlewareHandler;
  stop: () => Promise<void>;
}> {
  const api = await import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');

  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  const tracer = api.trace.getTracer('portal');

  watchQueries((statement, run) =>
    tracer.startActiveSpan(
      'db.query',
      { kind: api.SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': statement } },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    ),
  );

  const middleware: MiddlewareHandler = async (c, next) => {
    const carrier = { traceparent: c.req.header('traceparent') ?? '', tracestate: c.req.header('tracestate') ?? '' };
    const parent = api.propagation.extract(api.context.active(), carrier);
    const span = tracer.startSpan(`${c.req.method}`, { kind: api.SpanKind.SERVER }, parent);
    try {
      await api.context.with(api.trace.setSpan(parent, span), next);
    } finally {
      const route = c.req.path.startsWith('/api/') || c.req.path === '/metrics' ? c.req.routePath : 'static';
      span.updateName(`${c.req.method} ${route}`);
      span.setAttributes({
        'http.request.method': c.req.method,
        'http.route': route,
        'http.response.status_code': c.res.status,
      });
      if (c.res.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
  };
  return { middleware, stop: () => provider.shutdown() };
}
