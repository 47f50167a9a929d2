import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';

// Editors add and change entries freely; these are the promises the site makes that must stay covered in every
// language. (Field-level validation happens in the build, against the schemas in src/content.config.ts.)
const slugs = (collection: string, locale: string) =>
  readdirSync(`src/content/${collection}/${locale}`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
const read = (collection: string, locale: string, slug: string) =>
  readFileSync(`src/content/${collection}/${locale}/${slug}.md`, 'utf8');

const REQUIRED_FAQ = [
  'billing', // monthly, VAT included
  'cancel', // cancel anytime
  'no-card', // no card at sign-up
  'payment-method', // charged monthly by credit card
  'language-level', // B1 is our programme's requirement, not the law's
  'work-permit-duration', // 2–3 months
  'appointments', // advisor meetings; visa appointments only through iDATA, 1–2 months
  'recognition', // anabin / ZAB / Anerkennung
];

test.each(LOCALES)('%s has at least 8 FAQ entries covering every promise of the landing page', (locale) => {
  const faq = slugs('faq', locale);
  expect(faq.length).toBeGreaterThanOrEqual(8);
  for (const slug of REQUIRED_FAQ) expect(faq, slug).toContain(slug);
});

test.each(LOCALES)('%s FAQ states the legal language levels and the iDATA rule', (locale) => {
  const language = read('faq', locale, 'language-level');
  expect(language).toMatch(/B1/);
  expect(language).toMatch(/A2/);
  expect(language).toMatch(/§ ?16d/);
  expect(language).toMatch(/A1/);
  expect(language).toMatch(/B2/);
  const appointments = read('faq', locale, 'appointments');
  expect(appointments).toMatch(/iDATA/);
  expect(appointments).toMatch(/1–2/);
  expect(read('faq', locale, 'work-permit-duration')).toMatch(/2–3/);
  expect(read('faq', locale, 'recognition')).toMatch(/anabin[\s\S]*ZAB[\s\S]*Anerkennung/);
});

test('every language has the same FAQ entries and the same stories (the switcher keeps the page)', () => {
  for (const collection of ['faq', 'stories']) {
    const [first, ...rest] = LOCALES.map((l) => slugs(collection, l));
    for (const other of rest) expect(other, collection).toEqual(first);
  }
  expect(slugs('stories', 'tr').length).toBeGreaterThanOrEqual(4);
});
