import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';

// Every user-visible string exists in all three languages: a key in one locale and not another fails here.
const read = (locale: string) =>
  Object.fromEntries(
    readdirSync(`locales/${locale}`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, JSON.parse(readFileSync(`locales/${locale}/${f}`, 'utf8')) as Record<string, unknown>]),
  );

const catalogs = Object.fromEntries(LOCALES.map((l) => [l, read(l)]));

test('every locale has the same namespaces', () => {
  const [first, ...rest] = LOCALES.map((l) => Object.keys(catalogs[l]!).sort());
  for (const namespaces of rest) expect(namespaces).toEqual(first);
});

test.each(Object.keys(catalogs.tr!))('%s has the same keys in tr, en and de, all non-empty strings', (file) => {
  const keys = LOCALES.map((l) => Object.keys(catalogs[l]![file]!).sort());
  expect(keys[1]).toEqual(keys[0]);
  expect(keys[2]).toEqual(keys[0]);
  for (const l of LOCALES)
    for (const [key, value] of Object.entries(catalogs[l]![file]!)) {
      expect(typeof value, `${l}/${file}:${key}`).toBe('string');
      expect((value as string).trim(), `${l}/${file}:${key}`).not.toBe('');
    }
});

test.each(Object.keys(catalogs.tr!))('%s uses the same {{placeholders}} in every locale', (file) => {
  const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  for (const [key, value] of Object.entries(catalogs.tr![file]!))
    for (const l of LOCALES)
      expect(vars(catalogs[l]![file]![key] as string), `${l}/${file}:${key}`).toEqual(vars(value as string));
});

test('every namespace is typed, so a misspelt key fails the typecheck (src/lib/i18n/keys.ts)', () => {
  const typed = readFileSync('src/lib/i18n/keys.ts', 'utf8');
  for (const file of Object.keys(catalogs.tr!))
    expect(typed, `locales/tr/${file} is missing from Resources in keys.ts`).toContain(`'@locales/tr/${file}'`);
});
