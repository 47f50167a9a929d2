import type { IslandMessages } from '@/lib/i18n/island';
import type { Locale } from '@/lib/i18n/locales';

/** What every page island receives from its Astro page: the locale and only that locale's strings. */
export interface IslandPageProps {
  locale: Locale;
  messages: IslandMessages;
}
