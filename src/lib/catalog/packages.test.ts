import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CatalogError, loadPackageCatalog, PACKAGES_DIR, readPackageFiles } from './packages';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the real catalog that a test may break. */
function copyCatalog(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  temps.push(dir);
  cpSync(PACKAGES_DIR, dir, { recursive: true });
  return dir;
}

test('the real catalog loads: at least three monthly packages, prices in cents with VAT, text in every language', () => {
  const catalog = loadPackageCatalog();
  const monthly = catalog.filter((p) => p.type === 'monthly');
  expect(monthly.map((p) => p.code)).toEqual(['BASIC', 'STANDARD', 'PREMIUM']);
  const standard = catalog.find((p) => p.code === 'STANDARD')!;
  expect(standard).toMatchObject({ priceCents: 9900, durationMonths: 6, highlighted: true });
  expect(standard.text.tr.name).toBe('Standart');
  expect(standard.text.de.features.length).toBe(standard.text.tr.features.length);
  expect(standard.processSteps.find((s) => s.key === 'work-permit')?.title).toEqual({
    tr: 'Çalışma izni',
    en: 'Work permit',
    de: 'Arbeitserlaubnis',
  });
  expect(catalog.find((p) => p.code === 'PREMIUM')?.durationMonths).toBeNull();
  expect(catalog.some((p) => p.type === 'one-time')).toBe(true);
});

test('every file is named <locale>/<slug> like the site collection', () => {
  const ids = readPackageFiles().map((f) => f.id);
  expect(ids).toContain('tr/standard');
  expect(ids).toContain('de/premium');
});

test('a price that differs between languages stops the catalog', () => {
  const dir = copyCatalog();
  const file = path.join(dir, 'de', 'standard.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('priceCents: 9900', 'priceCents: 8900'));
  expect(() => loadPackageCatalog(dir)).toThrow(/STANDARD: de differs from tr/);
});

test('a package missing in one language stops the catalog', () => {
  const dir = copyCatalog();
  rmSync(path.join(dir, 'en', 'basic.md'));
  expect(() => loadPackageCatalog(dir)).toThrow(/BASIC: expected one file in .*en, found 0/);
});

test('schema errors name the file and the field', () => {
  const dir = copyCatalog();
  const file = path.join(dir, 'tr', 'basic.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('priceCents: 4900', 'priceCents: 49.5'));
  expect(() => readPackageFiles(dir)).toThrow(CatalogError);
  expect(() => readPackageFiles(dir)).toThrow(/tr[/\\]basic\.md: priceCents/);
});

test('both or neither of durationMonths and unlimited is refused', () => {
  const dir = copyCatalog();
  const file = path.join(dir, 'tr', 'premium.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('unlimited: true', 'unlimited: true\ndurationMonths: 3'));
  expect(() => readPackageFiles(dir)).toThrow(/exactly one of durationMonths or unlimited/);
});

test('YAML the reader does not understand is reported with its line', () => {
  const dir = copyCatalog();
  const file = path.join(dir, 'en', 'basic.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('name: Starter', 'name: Starter: plus'));
  expect(() => readPackageFiles(dir)).toThrow(/en[/\\]basic\.md: line \d+: text containing ": " needs quotes/);
});
