import { localeFromPath, localePath, stripLocale, type Locale } from './i18n/locales';
import { isStaffRole, type UserRole } from './schemas/roles';
import { packageParam } from './stores/package-choice';

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
const isUnder = (route: string, root: string) => route === root || route.startsWith(`${root}/`);

/** The staff console (issue 12): signed-in advisors and admins only. */
export const isStaffRoute = (path: string) => isUnder(routeOf(path), '/staff');

/** Rule 2's routes: /onboarding, everything under /dashboard, and the staff console. */
export function isProtectedRoute(path: string): boolean {
  const route = routeOf(path);
  return route === '/onboarding' || isUnder(route, '/dashboard') || isStaffRoute(path);
}

/**
 * Rule 4 applies: a logged-in user on a protected route other than /onboarding (payment results excepted). Staff
 * have no onboarding: the console never asks.
 */
export function needsOnboardingCheck(path: string, hasToken: boolean): boolean {
  return (
    hasToken &&
    isProtectedRoute(path) &&
    !isPassthroughRoute(path) &&
    routeOf(path) !== '/onboarding' &&
    !isStaffRoute(path)
  );
}

/**
 * The console is for staff and the customer area for customers (issue 12): once the session says who is signed in,
 * a customer on /staff goes to /dashboard, and staff on /dashboard or /onboarding go to /staff. Null to stay.
 */
export function roleRedirect(path: string, role: UserRole): string | null {
  const locale = localeFromPath(path);
  const staff = isStaffRole(role);
  if (!staff && isStaffRoute(path)) return localePath(locale, '/dashboard');
  if (staff && isProtectedRoute(path) && !isStaffRoute(path)) return localePath(locale, '/staff');
  return null;
}

export interface GuardInput {
  /** `location.pathname` with its locale prefix (and, when known, the query and hash that `?next=` keeps). */
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
  if (isProtectedRoute(path) && !hasToken) return loginPath(path); // rule 2
  if (isPublicRoute(path) && hasToken) return signedInTarget(path); // rule 3
  if (needsOnboardingCheck(path, hasToken) && onboarding && !onboarding.isCompleted) {
    return localePath(locale, '/onboarding'); // rule 4
  }
  return null;
}

/**
 * Rule 3's target: the dashboard; or, from a landing page's package button (`/register?package=CODE`), the packages
 * page with that package chosen, since a signed-in user needs no account to buy it.
 */
function signedInTarget(path: string): string {
  const locale = localeFromPath(path);
  const code = routeOf(path) === '/register' ? packageParam(path.split(/[?#]/)[1] ?? '') : null;
  return code ? `${localePath(locale, '/dashboard/packages')}?package=${code}` : localePath(locale, '/dashboard');
}

/** The query parameter that carries where a signed-out visitor was going. */
export const NEXT_PARAM = 'next';

/** Rules 2 and 5: the locale's login page; a protected page the visitor was opening rides along as `?next=`. */
export function loginPath(from: string): string {
  const login = localePath(localeFromPath(from), '/login');
  return isProtectedRoute(from) ? `${login}?${NEXT_PARAM}=${encodeURIComponent(from)}` : login;
}

/**
 * Where signing in leads: the `?next=` page when it is a protected page of this site (a same-origin path, never
 * another host or scheme), in the user's language; else the dashboard. The guard there still applies rule 4, so
 * unfinished onboarding wins.
 */
export function afterLogin(preferred: Locale, search: string, role: UserRole = 'customer'): string {
  const target = sitePath(new URLSearchParams(search).get(NEXT_PARAM));
  const home = localePath(preferred, isStaffRole(role) ? '/staff' : '/dashboard');
  if (!target || !isProtectedRoute(target.pathname) || roleRedirect(target.pathname, role)) return home;
  return localePath(preferred, stripLocale(target.pathname)) + target.search + target.hash;
}

const ORIGIN = 'http://site.invalid';

/** A path on this site ('/en/dashboard?x#y'), or null for anything that could leave it ('//host', 'https:', '/\host'). */
function sitePath(value: string | null): URL | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? url : null;
  } catch {
    return null;
  }
}
