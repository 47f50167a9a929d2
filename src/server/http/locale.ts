import { createMiddleware } from 'hono/factory';
import { byLocale, DEFAULT_LOCALE, type Locale, negotiateLocale } from '@/lib/i18n/locales';
import type { AppEnv } from '@/server/context';
import { Remembered } from '@/server/fast/remembered';
import { translator } from './i18n';

/** One translator per language, made once (not a closure per request). */
const TRANSLATORS = byLocale(translator);
/** Browsers send the same few Accept-Language values: each parsed once (decision 108). */
const negotiated = new Remembered<Locale>(256);

function localeOf(header: string | undefined): Locale {
  return header ? negotiated.get(header, () => negotiateLocale(header)) : DEFAULT_LOCALE;
}

/** `Accept-Language` (tr, en, de; default tr) decides the language of every message in the answer. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = localeOf(c.req.header('accept-language'));
  c.set('locale', locale);
  c.set('t', TRANSLATORS[locale]);
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
  await next();
});
