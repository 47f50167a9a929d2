import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { LEGAL_TEXTS } from '@/lib/schemas/legal-text';
import { LEGAL_CONTENT_DIR, legalTextVersion, readLegalTexts } from './texts';

// Decision 083: the legal texts are editable content with one version per text, marked as examples until a
// lawyer provides them.
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const copy = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
  cpSync(LEGAL_CONTENT_DIR, dir, { recursive: true });
  copies.push(dir);
  return dir;
};
const bump = (file: string, version: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^version: .*$/m, `version: ${version}`));

test('every text exists in every language, with one version, and is still marked as an example', () => {
  const texts = readLegalTexts();
  for (const slug of LEGAL_TEXTS)
    for (const locale of LOCALES) {
      expect(texts[slug][locale].example, `${locale}/${slug}`).toBe(true);
      expect(texts[slug][locale].body.trim().length).toBeGreaterThan(20);
    }
  expect(texts.withdrawal.de.summary).toMatch(/14 Tagen/);
});

test('the withdrawal information, shown under its own h2 on /terms, writes its sections one level below', () => {
  const texts = readLegalTexts();
  for (const locale of LOCALES) {
    const body = texts.withdrawal[locale].body;
    expect(body, locale).toMatch(/^### /m);
    expect(body, locale).not.toMatch(/^#{1,2} /m);
  }
});

test('an edited version is the version a consent records once every language carries it', () => {
  const root = copy();
  for (const locale of LOCALES) bump(path.join(root, locale, 'terms.md'), '2027-01-lawyer');
  expect(legalTextVersion('terms', root)).toBe('2027-01-lawyer');
  expect(legalTextVersion('privacy', root)).toBe(legalTextVersion('privacy'));
});

test('a translation left at the old version, or a missing field, is refused with the file named', () => {
  const lagging = copy();
  bump(path.join(lagging, 'de', 'withdrawal.md'), '2027-02-new');
  expect(() => readLegalTexts(lagging)).toThrow(/withdrawal\.md: one version in every language/);
  const undated = copy();
  const file = path.join(undated, 'en', 'privacy.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*\n/m, ''));
  expect(() => readLegalTexts(undated)).toThrow(/en[/\\]privacy\.md: date/);
});
