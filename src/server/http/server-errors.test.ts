import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { expect, test } from 'vitest';
import { ApiError } from './errors';
import { serverErrors } from './on-error';

/**
 * One error handler on the root app (decision 108): the API's sub-app has none of its own, so Hono does not wrap
 * each of its handlers; under /api every failure is still the envelope, elsewhere Hono's plain answers.
 */
function server() {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header('x-after', 'ran');
  });
  api.get('/refused', () => {
    throw new ApiError(409, 'CONFLICT', 'errors:common.unexpected');
  });
  api.get('/broken', () => {
    throw new Error('boom');
  });
  const app = new Hono();
  app.onError(serverErrors);
  app.route('/api', api);
  app.get('/page', () => {
    throw new HTTPException(418, { message: 'teapot' });
  });
  app.get('/page-broken', () => {
    throw new Error('boom');
  });
  return app;
}

test('under /api an error is the envelope, and the middlewares around the handler still finish', async () => {
  const app = server();
  const refused = await app.request('/api/refused');
  expect(refused.status).toBe(409);
  expect(refused.headers.get('x-after')).toBe('ran');
  expect(await refused.json()).toMatchObject({ success: false, error: { code: 'CONFLICT' } });
  const broken = await app.request('/api/broken');
  expect(broken.status).toBe(500);
  expect(await broken.json()).toMatchObject({ success: false, error: { code: 'SERVER_ERROR' } });
});

test('outside /api, Hono’s plain answers', async () => {
  const app = server();
  const teapot = await app.request('/page');
  expect([teapot.status, await teapot.text()]).toEqual([418, 'teapot']);
  const broken = await app.request('/page-broken');
  expect([broken.status, await broken.text()]).toEqual([500, 'Internal Server Error']);
});
