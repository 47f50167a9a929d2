import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Serves a Hono app through the production adapter (@hono/node-server) on a random loopback port: for server tests
 * that depend on how real sockets behave (streamed bodies, keep-alive, connection close). Browser-code tests under
 * happy-dom use `startTestServer` in browser.ts instead, whose adapter reads bodies whole.
 */
export function startNodeServer(app: Hono): Promise<{ origin: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
