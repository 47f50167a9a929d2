import { LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
import { LOCALE_CHOICE_ATTRIBUTE } from '@/lib/i18n/locale-cookie';

export interface LanguageSwitcherProps {
  /** The page's locale (marked as current). */
  locale: Locale;
  /** The page's route without locale prefix: every link keeps the page. */
  route: string;
  /** Kept on every link too (a reset link's token survives a switch). */
  query?: string;
  /** Each language's name, written in that language (common:language.<l>). */
  names: Record<Locale, string>;
  /** Link titles ("Switch to Deutsch"), when the names alone are not enough (the marketing header). */
  titles?: Partial<Record<Locale, string>>;
  /** 'bar': a named <nav> in one row (auth and legal pages); 'list' and 'chips': the header's dropdown and phone menu. */
  variant: 'bar' | 'list' | 'chips';
  /** The <nav>'s accessible name ('bar' only). */
  label?: string;
}

const LOOK = {
  bar: {
    list: 'flex items-center gap-1 text-sm',
    link: 'block rounded px-2 py-1',
    current: 'font-semibold text-brand-700 underline underline-offset-4',
    other: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
  list: {
    list: 'flex flex-col py-1',
    link: 'block rounded-md px-3 py-2 text-sm font-medium',
    current: 'bg-brand-50 text-brand-700',
    other: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
  chips: {
    list: 'flex flex-wrap gap-2',
    link: 'block rounded-md border border-slate-200 px-3 py-2 text-sm font-medium',
    current: 'bg-brand-50 text-brand-700',
    other: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
} as const;

/**
 * The one language switcher: links to this page in each language. Plain links, so it works without JavaScript;
 * Astro renders it as static HTML in the marketing header and the legal pages, the auth island renders it live.
 * Every link carries the choice attribute: the page-wide listener (lib/i18n/locale-cookie.ts, started by
 * Base.astro) stores the 365-day locale cookie on the click, whichever page the switcher is on.
 */
export function LanguageSwitcher({
  locale,
  route,
  query = '',
  names,
  titles = {},
  variant,
  label,
}: LanguageSwitcherProps) {
  const look = LOOK[variant];
  const list = (
    <ul className={look.list}>
      {LOCALES.map((l) => (
        <li key={l}>
          <a
            href={localePath(l, route) + query}
            hrefLang={l}
            lang={l}
            {...{ [LOCALE_CHOICE_ATTRIBUTE]: l }}
            aria-current={l === locale ? 'true' : undefined}
            title={l === locale ? undefined : titles[l]}
            className={`${look.link} ${l === locale ? look.current : look.other}`}
          >
            {names[l]}
          </a>
        </li>
      ))}
    </ul>
  );
  return variant === 'bar' ? <nav aria-label={label}>{list}</nav> : list;
}
