import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';

/** Timestamps from the API are ISO 8601 UTC; shown in the viewer's locale and time zone (DESIGN.md "Time"). */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(new Date(iso));

export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar date ('YYYY-MM-DD') as month and year, read as UTC so no time zone shifts it a day. */
export const formatMonth = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
