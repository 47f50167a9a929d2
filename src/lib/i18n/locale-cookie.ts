import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../constants';
import { isLocale, type Locale } from './locales';

/**
 * The visitor's language choice, remembered for a year (SPEC §9): the server then sends unprefixed (Turkish)
 * content pages on to that language (src/server/static.ts). Choosing Turkish stores `tr`, which stops that.
 */

/** Set on every link of the language switcher: `<a data-set-locale="de">`. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-set-locale';

export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/**
 * One listener for the whole page (Base.astro starts it), so every switcher sets the cookie whether Astro or
 * React rendered it, and before the link is followed.
 */
export function listenForLocaleChoice(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${LOCALE_CHOICE_ATTRIBUTE}]`) : null;
    const choice = link?.getAttribute(LOCALE_CHOICE_ATTRIBUTE);
    if (isLocale(choice)) rememberLocale(choice);
  });
}
