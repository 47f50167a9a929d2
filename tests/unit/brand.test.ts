import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';

// One brand name in every language (docs/decisions/027-one-brand-honest-copy-german-layout.md): the translations it once had
// must not come back in a locale, a content file, a page or the mail sender.
const RETIRED = ['Germany Career Portal', 'Karriereportal Deutschland', 'Karriereportals Deutschland'];
const BRAND = 'Almanya Kariyer Portalı';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, ext) : ext.test(entry.name) ? [full] : [];
  });
}

test('site.name is the one brand name in every locale', () => {
  for (const locale of LOCALES) {
    const common = JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<string, string>;
    expect(common['site.name'], locale).toBe(BRAND);
  }
});

test('no translated brand name is left in locales, content, pages, components or server code', () => {
  const sources = [...files('locales', /\.json$/), ...files('src', /\.(md|ya?ml|astro|tsx?)$/)];
  const found = sources.filter((file) => RETIRED.some((name) => readFileSync(file, 'utf8').includes(name)));
  expect(found).toEqual([]);
});
