import { localeFromPath, localePath, stripLocale } from './i18n/locales';

/**
 * The route guard of SPEC §2 as a pure function. Paths carry their locale prefix (`/en/dashboard`); redirects
 * keep it. Only the routes below are guarded: FAQ, story and error pages stay readable by anyone.
 */

/** Rule 1: payment result routes pass without any check. */
const PASSTHROUGH = new Set(['/dashboard/payment/success', '/dashboard/payment/cancel']);
/** Rule 3: public routes; a stored token sends the user on to /dashboard. */
const PUBLIC = new Set(['/', '/login', '/register', '/forgot-password', '/reset-password']);
/**
 * Auth pages (the preferred-language switch never runs there). /verify-email is open to anyone, signed in or not:
 * neither public (rule 3) nor protected (rule 2).
 */
const AUTH = new Set(['/login', '/register', '/forgot-password', '/reset-password', '/verify-email']);

/** `/en/dashboard/` → `/dashboard`: the route without locale prefix and trailing slash. */
export function routeOf(path: string): string {
  const route = stripLocale(path.split(/[?#]/)[0] || '/');
  return route.length > 1 ? route.replace(/\/+$/, '') || '/' : '/';
}

export const isPassthroughRoute = (path: string) => PASSTHROUGH.has(routeOf(path));
export const isPublicRoute = (path: string) => PUBLIC.has(routeOf(path));
export const isAuthRoute = (path: string) => AUTH.has(routeOf(path));
/** Rule 2's routes: /onboarding and everything under /dashboard. */
export function isProtectedRoute(path: string): boolean {
  const route = routeOf(path);
  return route === '/onboarding' || route === '/dashboard' || route.startsWith('/dashboard/');
}

/** Rule 4 applies: a logged-in user on a protected route other than /onboarding (payment results excepted). */
export function needsOnboardingCheck(path: string, hasToken: boolean): boolean {
  return hasToken && isProtectedRoute(path) && !isPassthroughRoute(path) && routeOf(path) !== '/onboarding';
}

export interface GuardInput {
  /** `location.pathname`, with its locale prefix. */
  path: string;
  /** An access token is stored. */
  hasToken: boolean;
  /**
   * The onboarding status when loaded; `undefined` while unknown or when fetching it failed (the failure is
   * only logged, SPEC §2 rule 4, so no redirect follows from it).
   */
  onboarding?: { isCompleted: boolean } | null | undefined;
}

/** Where to send the user, or null to stay. Rules 1–4 of SPEC §2 in order; rule 5 lives in `runGuard`. */
export function decide({ path, hasToken, onboarding }: GuardInput): string | null {
  const locale = localeFromPath(path);
  if (isPassthroughRoute(path)) return null; // rule 1
  if (isProtectedRoute(path) && !hasToken) return localePath(locale, '/login'); // rule 2
  if (isPublicRoute(path) && hasToken) return localePath(locale, '/dashboard'); // rule 3
  if (needsOnboardingCheck(path, hasToken) && onboarding && !onboarding.isCompleted) {
    return localePath(locale, '/onboarding'); // rule 4
  }
  return null;
}

/** Rule 5's destination: the locale's login page. */
export const loginPath = (path: string) => localePath(localeFromPath(path), '/login');
