import { LOCALE_TAGS, type Locale } from './locales';

/**
 * i18next's plural lookup for the two translators that are not i18next (Astro pages, server messages), so a string
 * reads the same wherever it is rendered: with a numeric `count`, `key_one` / `key_other` (the locale's
 * `Intl.PluralRules` category) is used before `key` itself.
 */
export function lookup(
  table: Record<string, string> | undefined,
  key: string,
  locale: Locale,
  count: unknown,
): string | undefined {
  if (typeof count === 'number') {
    const plural = table?.[`${key}_${new Intl.PluralRules(LOCALE_TAGS[locale]).select(count)}`];
    if (plural !== undefined) return plural;
  }
  return table?.[key];
}
