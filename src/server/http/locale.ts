import { createMiddleware } from 'hono/factory';
import { negotiateLocale } from '@/lib/i18n/locales';
import type { AppEnv } from '@/server/context';
import { translator } from './i18n';

/** `Accept-Language` (tr, en, de; default tr) decides the language of every message in the answer. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = negotiateLocale(c.req.header('accept-language'));
  c.set('locale', locale);
  c.set('t', translator(locale));
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
  await next();
});
