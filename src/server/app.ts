import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import type { AppDeps, AppEnv } from './context';
import { notFound } from './http/errors';
import { ok } from './http/envelope';
import { limitBody } from './http/body-limit';
import { localeMiddleware } from './http/locale';
import { requestId } from './http/log';
import { onError } from './http/on-error';
import { profileRoutes } from './profile/routes';
import { avatarRoutes } from './profile/avatar';
import { filesRoutes } from './files/routes';
import { onboardingRoutes } from './onboarding/routes';
import { noStore, securityHeaders } from './http/security-headers';
import { staticSite } from './static';

/**
 * The API alone, mounted under /api. Each resource is a sub-app; add new ones here. Every route gets, without
 * asking: no-store, a localised envelope for errors, and a 64 KB body limit (a route taking more declares it with
 * `allowBody`, see http/body-limit.ts).
 */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use(noStore, localeMiddleware, limitBody);
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
  app.use(requestId, securityHeaders(deps.env));
  app.route('/api', createApi(deps));
  if (options.distDir) app.route('/', staticSite(options.distDir));
  return app;
}
