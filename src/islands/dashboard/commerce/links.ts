import { localePath, type Locale } from '@/lib/i18n/locales';

/** The detail page of a catalog package (one static page per code, decision 041). */
export const packagePath = (locale: Locale, code: string) =>
  localePath(locale, `/dashboard/packages/${code.toLowerCase()}`);
