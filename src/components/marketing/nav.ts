import { localePath, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/pages';

export interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

/** The marketing navigation: landing sections by anchor; the free tools, FAQ and stories as their own pages. */
export function navLinks(locale: Locale, route: string): NavLink[] {
  const t = translator(locale, 'common');
  const home = localePath(locale, '/');
  const under = (prefix: string) => route === prefix || route.startsWith(`${prefix}/`);
  return [
    { href: `${home}#packages`, label: t('nav.packages'), current: false },
    { href: localePath(locale, '/tools/route-check/'), label: t('tools:nav.label'), current: under('/tools') },
    { href: localePath(locale, '/stories/'), label: t('nav.stories'), current: under('/stories') },
    { href: localePath(locale, '/faq/'), label: t('nav.faq'), current: under('/faq') },
    { href: `${home}#contact`, label: t('nav.contact'), current: false },
  ];
}
