import { currentPath, navigate } from '../../../lib/navigation';
import { localeFromPath, localePath, stripLocale, type Locale } from '../../../lib/i18n/locales';
import { setFlash } from '../flash';

/**
 * After preferredLanguage was saved: when it differs from the page's locale, load this same page in it (with a
 * "language changed" toast carried over). Returns true when it navigates.
 */
export function followLanguage(preferred: Locale): boolean {
  const path = currentPath();
  if (localeFromPath(path) === preferred) return false;
  setFlash('toast.languageChanged');
  navigate(localePath(preferred, stripLocale(path)) + location.hash);
  return true;
}
