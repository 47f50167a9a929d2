import { isAuthRoute } from '@/lib/guard';
import { localeFromPath, localePath, stripLocale, type Locale } from '@/lib/i18n/locales';
import { currentPath, navigate } from '@/lib/navigation';
import { setFlash } from './flash';

/**
 * The interface follows the signed-in user's preferredLanguage (SPEC §4 "loading the session sets the interface
 * language"): the same route, query and hash in that locale.
 */

function goToLocale(locale: Locale, path: string): void {
  const rest = typeof location === 'undefined' ? '' : location.search + location.hash;
  navigate(localePath(locale, stripLocale(path)) + rest);
}

let localeChecked = false;

/**
 * On page load: when the user's preferredLanguage differs from the page's locale, go to the same route in it.
 * Runs once per page load and never on auth pages. Returns true when it navigates (the caller keeps its spinner).
 */
export function switchToPreferredLocale(preferred: Locale, path: string = currentPath()): boolean {
  if (localeChecked || isAuthRoute(path)) return false;
  localeChecked = true;
  if (preferred === localeFromPath(path)) return false;
  goToLocale(preferred, path);
  return true;
}

/**
 * After preferredLanguage was saved: when it differs from the page's locale, load this page in it, with the
 * "language changed" toast carried over. Returns true when it navigates (the caller shows no toast of its own).
 */
export function followPreferredLanguage(preferred: Locale, path: string = currentPath()): boolean {
  if (preferred === localeFromPath(path)) return false;
  setFlash('toast.languageChanged');
  goToLocale(preferred, path);
  return true;
}
