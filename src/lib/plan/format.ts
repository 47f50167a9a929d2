import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';
import type { PlanItemContent } from '@/lib/schemas/plan-content';

/**
 * How the plan writes its facts wherever they appear (the /visa page, "Your plan", the PDF), so the three read the
 * same: a check date is a calendar day (no time zone shift), amounts are euros.
 */
export const formatCheckDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

export const formatEuro = (value: number | undefined, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' }).format(value ?? 0);

/** "original + 2 copies", from the words of the caller's translator. */
export const bringText = (
  bring: PlanItemContent['bring'],
  words: { original: string; copies: (count: number) => string },
) =>
  [bring.originals ? words.original : null, bring.copies > 0 ? words.copies(bring.copies) : null]
    .filter(Boolean)
    .join(' + ');
