import { byLocale, DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { lookup } from './plural';

/**
 * Build-time helpers for Astro pages. Each route is one file under `src/pages/[...lang]/`; `lang` is undefined for
 * Turkish (no prefix), 'en' or 'de' otherwise.
 */
export type Messages = Record<string, string>;

const files = import.meta.glob<Messages>('../../../locales/*/*.json', { eager: true, import: 'default' });

export function localeStaticPaths() {
  return LOCALES.map((locale) => ({
    params: { lang: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}

/** One namespace's strings for one locale: what a page hands to its island (never all three locales). */
export function messages(locale: Locale, ...namespaces: string[]): Record<string, Messages> {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const found = files[`../../../locales/${locale}/${ns}.json`];
      if (!found) throw new Error(`Missing locales/${locale}/${ns}.json`);
      return [ns, found];
    }),
  );
}

/**
 * `messages` keeping, per namespace, only the keys that start with one of the prefixes: for an island on a landing
 * page, whose HTML must stay within one round trip (docs/decisions/057).
 */
export function messagesWith(locale: Locale, wanted: Record<string, readonly string[]>): Record<string, Messages> {
  const all = messages(locale, ...Object.keys(wanted));
  return Object.fromEntries(
    Object.entries(wanted).map(([ns, prefixes]) => [
      ns,
      Object.fromEntries(Object.entries(all[ns]!).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))),
    ]),
  );
}

/**
 * `t` for Astro components: `const t = translator('en', 'marketing')`, then `t('hero.title')` or `t('common:nav.faq')`;
 * `t('packages.duration', { count: 1 })` reads `packages.duration_one` as i18next would.
 */
export function translator(locale: Locale, defaultNs: string) {
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const [ns, k] = key.includes(':') ? (key.split(/:(.*)/s) as [string, string]) : [defaultNs, key];
    const text = lookup(files[`../../../locales/${locale}/${ns}.json`], k, locale, vars.count);
    if (text === undefined) throw new Error(`Missing translation ${locale}/${ns}:${k}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => String(vars[name] ?? m));
  };
}

/** Each language's name as the switcher shows it (written in that language, the same in every locale file). */
export function languageNames(locale: Locale): Record<Locale, string> {
  const t = translator(locale, 'common');
  return byLocale((l) => t(`language.${l}`));
}
