import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import type { AppDeps, AppEnv } from './context';
import { notFound, ApiError } from './http/errors';
import { ok } from './http/envelope';
import { localeMiddleware } from './http/locale';
import { onError } from './http/on-error';
import { profileRoutes } from './profile/routes';
import { avatarRoutes } from './profile/avatar';
import { filesRoutes } from './files/routes';
import { onboardingRoutes } from './onboarding/routes';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './static';

const JSON_BODY_LIMIT = 64 * 1024;

/**
 * JSON bodies are capped small; multipart uploads are capped per purpose while they stream (files service), so
 * they skip this limit instead of being buffered by it.
 */
const jsonBodyLimit = createMiddleware(async (c, next) => {
  // A GET has no body: asking Hono's bodyLimit would build a full Request object on every read.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (c.req.header('content-type')?.startsWith('multipart/form-data')) return next();
  return bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'errors:common.payloadTooLarge');
    },
  })(c, next);
});

/** The API alone, mounted under /api. Each resource is a sub-app; add new ones here. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use(localeMiddleware, jsonBodyLimit);
  api.get('/health', async (c) => ok(c, { status: 'ok', time: deps.now().toISOString() }));
  // Resource sub-apps go here, before the catch-all.
  api.route('/contact', contactRoutes(deps));
  api.route('/auth', authRoutes(deps));
  // Before /profile: the avatar upload is its own sub-app (files service); mounted first so it always wins.
  api.route('/profile/avatar', avatarRoutes(deps));
  api.route('/profile', profileRoutes(deps));
  api.route('/onboarding', onboardingRoutes(deps));
  api.route('/files', filesRoutes(deps));

  // Unknown API paths answer the JSON envelope, never the site's HTML 404 page.
  api.all('*', () => {
    throw notFound();
  });
  api.onError(onError);
  return api;
}

/** The whole server: API under /api, the built site everywhere else, security headers on every answer. */
export function createApp(deps: AppDeps, options: { distDir?: string } = {}) {
  const app = new Hono();
  app.use(securityHeaders({ hsts: deps.env.NODE_ENV === 'production' }));
  app.route('/api', createApi(deps));
  if (options.distDir) app.route('/', staticSite(options.distDir));
  return app;
}
