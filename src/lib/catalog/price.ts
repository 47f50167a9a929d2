import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';

/** Euro cents as the visitor's language writes money: 9900 → "€99" (tr, en) or "99 €" (de); cents only when present. */
export function formatPrice(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
