import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { eligibilityRoutes } from './eligibility/routes';
import type { AppDeps, AppEnv } from './context';
import { notFound } from './http/errors';
import { limitBody } from './http/body-limit';
import { localeMiddleware } from './http/locale';
import { serverErrors } from './http/on-error';
import { profileRoutes } from './profile/routes';
import { avatarRoutes } from './profile/avatar';
import { dataExportRoutes } from './privacy/export';
import { filesRoutes } from './files/routes';
import { onboardingRoutes } from './onboarding/routes';
import { noStore, securityHeaders } from './http/security-headers';
import { staffApi } from './staff-api';
import { staticSite } from './static';
import { documentRoutes } from './documents/customer-routes';
import { planRoutes } from './plan/routes';
import { packageRoutes } from './packages/routes';
import { userPackageRoutes } from './user-packages/routes';
import { packageChangeRoutes } from './package-changes/routes';
import { checkoutRoutes } from './checkout/routes';
import { contractRoutes } from './contracts/routes';
import { paymentRoutes } from './payments/routes';
import { creditNoteRoutes } from './refunds/customer-routes';
import { stripeWebhookRoutes } from './checkout/stripe-webhook';
import { testCheckoutRoutes } from './checkout/test-page';
import { appointmentRoutes } from './appointments/customer-routes';
import { notificationRoutes } from './notifications/routes';
import { supportRoutes } from './support/customer-routes';
import { messageRoutes } from './messages/customer-routes';
import { eventRoutes } from './events/routes';
import { openApiRoutes } from './openapi/routes';
import type { RouteEntry } from './openapi/spec';
import type { Observability } from './metrics/start';
import { healthRoutes } from './health/routes';
import { databaseGate } from './http/database-gate';
import { rootApp } from './fast/remembered-routes';

/**
 * The API alone, mounted under /api. Each resource is a sub-app; add new ones here. Every route gets, without
 * asking: no-store, a localised envelope for errors, and a 64 KB body limit (a route taking more declares it with
 * `allowBody`, see http/body-limit.ts).
 */
export function createApi(deps: AppDeps, routeTable?: () => readonly RouteEntry[]) {
  const api = new Hono<AppEnv>();
  api.use(noStore, localeMiddleware, limitBody);
  // The probes come before the database gate: liveness never depends on the database (health/routes.ts).
  api.route('/health', healthRoutes(deps));
  // Generated from the route table this function builds (or the whole server's, when createApp passes it).
  api.route('/', openApiRoutes(routeTable ?? (() => api.routes.map((r) => ({ ...r, path: `/api${r.path}` })))));
  api.use(databaseGate(deps.db));
  // Resource sub-apps go here, before the catch-all.
  api.route('/contact', contactRoutes(deps));
  api.route('/auth', authRoutes(deps));
  // Before /profile: the avatar upload is its own sub-app (files service); mounted first so it always wins.
  api.route('/profile/avatar', avatarRoutes(deps));
  api.route('/profile/export', dataExportRoutes(deps));
  api.route('/profile', profileRoutes(deps));
  api.route('/onboarding', onboardingRoutes(deps));
  api.route('/files', filesRoutes(deps));
  api.route('/documents', documentRoutes(deps));
  api.route('/plan', planRoutes(deps));
  api.route('/packages', packageRoutes(deps));
  api.route('/user-packages', packageChangeRoutes(deps));
  api.route('/user-packages', userPackageRoutes(deps));
  api.route('/checkout-sessions', checkoutRoutes(deps));
  api.route('/contracts', contractRoutes(deps));
  api.route('/payments', creditNoteRoutes(deps));
  api.route('/payments', paymentRoutes(deps));
  api.route('/staff', staffApi(deps));
  api.route('/appointments', appointmentRoutes(deps));
  api.route('/notifications', notificationRoutes(deps));
  api.route('/support-messages', supportRoutes(deps));
  api.route('/messages', messageRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/eligibility', eligibilityRoutes(deps));

  // Unknown API paths answer the JSON envelope, never the site's HTML 404 page.
  api.all('*', () => {
    throw notFound();
  });
  // The envelope for errors is the server's error handler (createApp), not the API's own: Hono wraps every handler
  // of a sub-app that has one in a composition of its own, two more layers per middleware (decision 108).
  return api;
}

/** The whole server: API under /api, the built site everywhere else, security headers and a request id on every answer. */
export function createApp(deps: AppDeps, options: { distDir?: string; observability?: Observability } = {}) {
  const app = rootApp();
  app.onError(serverErrors);
  // First, so they time the whole request and see its final status (metrics/, decision 073).
  for (const middleware of options.observability?.middleware ?? []) app.use(middleware);
  if (options.observability?.metricsApp) app.route('/metrics', options.observability.metricsApp);
  app.use(securityHeaders(deps.env));
  // Ahead of /api and its body middleware: the Stripe signature covers the raw bytes (checkout/stripe-webhook.ts).
  app.route('/api/webhooks/stripe', stripeWebhookRoutes(deps));
  app.route(
    '/api',
    createApi(deps, () => app.routes),
  );
  // The test provider's hosted checkout page: a browser navigation, so outside /api.
  app.route('/checkout/test', testCheckoutRoutes(deps));
  if (options.distDir) app.route('/', staticSite(options.distDir));
  return app;
}
