import { expect, test } from 'vitest';
import { translate } from '@/server/http/i18n';
import { createIslandI18n } from './island';
import type { Locale } from './locales';
import { messages, translator } from './pages';

// A number next to a noun reads right with 1 and with 3, whichever of the three translators renders it: Astro pages,
// islands (i18next) and server messages. Turkish has one form; its _one and _other say the same.

test("pages: the package card's duration and the tool figures", () => {
  const de = translator('de', 'marketing');
  expect(de('packages.duration', { count: 1 })).toBe('Programm über 1 Monat');
  expect(de('packages.duration', { count: 3 })).toBe('Programm über 3 Monate');
  const en = translator('en', 'tools');
  expect(en('figures.unit.points', { value: '1', count: 1 })).toBe('1 point');
  expect(en('figures.unit.points', { value: '3', count: 3 })).toBe('3 points');
  expect(translator('de', 'tools')('figures.unit.months', { value: '1', count: 1 })).toBe('1 Monat');
  expect(translator('en', 'marketing')('packages.duration', { count: 1 })).toBe('1-month programme');
  expect(translator('tr', 'marketing')('packages.duration', { count: 1 })).toBe('1 aylık program');
});

test('islands: points and months of the tools', () => {
  const t = (locale: Locale) => createIslandI18n(locale, messages(locale, 'tools')).getFixedT(locale, 'tools');
  expect(t('de')('missing.points', { count: 1 })).toBe('1 weiterer Punkt');
  expect(t('de')('missing.points', { count: 3 })).toBe('3 weitere Punkte');
  expect(t('en')('missing.points', { count: 1 })).toBe('1 more point');
  expect(t('en')('missing.points', { count: 3 })).toBe('3 more points');
  expect(t('de')('costs.funds', { count: 1 })).toBe('Nachzuweisendes Geld für 1 Monat');
  expect(t('en')('timeline.total', { count: 3 })).toBe('About 3 months from start to visa');
  expect(t('en')('points.total', { count: 1, threshold: 6 })).toBe('1 point — at least 6 are needed');
  expect(t('tr')('points.total', { count: 1, threshold: 6 })).toBe('1 puan — en az 6 puan gerekiyor');
});

test("server: the rate limit's seconds", () => {
  expect(translate('de', 'errors:common.tooManyRequests', { count: 1 })).toBe(
    'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
  );
  expect(translate('de', 'errors:common.tooManyRequests', { count: 3 })).toBe(
    'Zu viele Versuche. Bitte versuchen Sie es in 3 Sekunden erneut.',
  );
  expect(translate('en', 'errors:common.tooManyRequests', { count: 1 })).toBe(
    'Too many attempts. Please try again in 1 second.',
  );
  expect(translate('en', 'errors:common.tooManyRequests', { count: 3 })).toBe(
    'Too many attempts. Please try again in 3 seconds.',
  );
});
