/** The three interface languages. Turkish is the default and has no URL prefix (DESIGN.md). */
export const LOCALES = ['tr', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

/** BCP 47 tags for `Intl`, `lang` and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US', de: 'de-DE' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** `/en/faq` → 'en'; `/faq` → 'tr'. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/': `/de/faq/` → `/faq/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A route (without prefix) in the given locale: localePath('en', '/faq') → '/en/faq'. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/** Pick the first supported language from an Accept-Language header; Turkish when none matches. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** One value per locale: `byLocale((l) => t(`language.${l}`))`. */
export const byLocale = <T>(value: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;
