import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { TrieRouter } from 'hono/router/trie-router';
import { RememberedRoutes, rootApp } from './remembered-routes';

/**
 * The root app's router (decision 108): the same answers as Hono's own for the paths that made Hono fall back to
 * its tree router (a static path beside a parameter), each path's parameters its own, and bounded.
 */
function appWith(router?: RememberedRoutes<never>) {
  const app = router ? new Hono({ router }) : rootApp();
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('x-seen', 'yes');
  });
  app.get('/api/appointments/slots', (c) => c.text('slots'));
  app.get('/api/appointments/:id', (c) => c.text(`one ${c.req.param('id')}`));
  app.get('/api/appointments/:id/ics', (c) => c.text(`ics ${c.req.param('id')}`));
  app.post('/api/appointments/:id/cancel', (c) => c.text(`cancel ${c.req.param('id')}`));
  return app;
}

const read = async (app: Hono, path: string, method = 'GET') => {
  const res = await app.request(path, { method });
  return `${res.status} ${res.headers.get('x-seen')} ${await res.text()}`;
};

test('a remembered match answers as the first one did, each path with its own parameters', async () => {
  const app = appWith();
  for (let i = 0; i < 2; i++) {
    expect(await read(app, '/api/appointments/slots')).toBe('200 yes slots');
    expect(await read(app, '/api/appointments/a1')).toBe('200 yes one a1');
    expect(await read(app, '/api/appointments/b2')).toBe('200 yes one b2');
    expect(await read(app, '/api/appointments/a1/ics')).toBe('200 yes ics a1');
    expect(await read(app, '/api/appointments/a1/cancel', 'POST')).toBe('200 yes cancel a1');
    expect(await read(app, '/api/appointments/a1/cancel')).toBe('404 yes 404 Not Found');
  }
});

test('past its bound the oldest path goes; a route added later is matched', async () => {
  // The tree router takes routes after its first match (Hono's own router refuses them).
  const router = new RememberedRoutes<never>(new TrieRouter(), 3);
  const app = appWith(router);
  for (const id of ['a', 'b', 'c', 'd', 'e'])
    expect(await read(app, `/api/appointments/${id}`)).toBe(`200 yes one ${id}`);
  expect(router.size).toBe(3);
  app.get('/api/later', (c) => c.text('later'));
  expect(router.size).toBe(0);
  expect(await read(app, '/api/later')).toBe('200 yes later');
});

test('a path longer than any route is matched but not kept', async () => {
  const router = new RememberedRoutes<never>(new TrieRouter());
  const app = appWith(router);
  const long = 'x'.repeat(600);
  expect(await read(app, `/api/appointments/${long}`)).toBe(`200 yes one ${long}`);
  expect(router.size).toBe(0);
  expect(await read(app, '/api/appointments/short')).toBe('200 yes one short');
  expect(router.size).toBe(1);
});
