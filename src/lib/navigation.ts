import { localeFromPath, type Locale } from './i18n/locales';

/**
 * The one place the browser code reads the current route and leaves the page. Guard redirects, the API client's
 * "session over → /login" and the preferred-language switch all go through `navigate`, so tests can watch them
 * with `setNavigator` instead of letting happy-dom load real pages.
 */

type Navigator = (url: string) => void;

// `replace`: a redirect must not leave the page it came from in the history (Back would bounce again).
const browserNavigator: Navigator = (url) => window.location.replace(url);
let navigator: Navigator = browserNavigator;

/** The current pathname (`/en/dashboard/`), or '/' while Astro pre-renders. */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}

/** The current pathname with its query and hash (what `?next=` remembers), or '/' while Astro pre-renders. */
export function currentLocation(): string {
  return typeof location === 'undefined' ? '/' : location.pathname + location.search + location.hash;
}

/** The locale of the current page, from its URL prefix. */
export function currentLocale(): Locale {
  return localeFromPath(currentPath());
}

/** Leaves the page for `url` (replacing the history entry). */
export function navigate(url: string): void {
  navigator(url);
}

/** Tests: record navigations instead of performing them. Returns a function restoring the browser navigator. */
export function setNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    navigator = browserNavigator;
  };
}
