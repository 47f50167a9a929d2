import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Test helper: serves a Hono app on a random loopback port, so browser-code tests talk to a real HTTP server
 * (DESIGN.md: "test the client against a real in-process server, not a fetch spy").
 */
export function startTestServer(app: Hono): Promise<{ origin: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Test helper (happy-dom only): sets the page URL, so relative API calls and `location` use it. */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(href: string): void } }).happyDOM.setURL(url);
}
