import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

// Decision 083: an editor changes a legal text and its version in src/content/legal, rebuilds, and the pages show
// it — the full text on /terms, its summary in the order step's props; a version raised in one language only stops
// the build and names the file. The files are restored whatever happens; the build goes to its own folder.
const LOCALES = ['tr', 'en', 'de'] as const;
const file = (locale: string) => `src/content/legal/${locale}/withdrawal.md`;
const ORIGINAL = Object.fromEntries(LOCALES.map((locale) => [locale, readFileSync(file(locale), 'utf8')]));
const BUILD_DIR = '.build/legal-rebuild-test';
const ASTRO = path.join('node_modules', 'astro', 'bin', 'astro.mjs');

const restore = () => LOCALES.forEach((locale) => writeFileSync(file(locale), ORIGINAL[locale]!));
afterAll(() => {
  restore();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

const build = () =>
  spawnSync(process.execPath, [ASTRO, 'build'], { env: { ...process.env, BUILD_DIR }, encoding: 'utf8' });
const page = (route: string) => readFileSync(path.join(BUILD_DIR, 'dist', route, 'index.html'), 'utf8');
const version = (source: string, to: string) => source.replace(/^version: .*$/m, `version: ${to}`);

test('an edited withdrawal text reaches /terms and the order step, with its new version and the example note', () => {
  const marker = `Bearbeitet im Build-Test ${Date.now()}`;
  const summary = `Kurzfassung ${Date.now()} – 14 Tage Widerrufsrecht.`;
  for (const locale of LOCALES) writeFileSync(file(locale), version(ORIGINAL[locale]!, '2027-01-test'));
  writeFileSync(
    file('de'),
    version(ORIGINAL.de!, '2027-01-test')
      .replace(/^summary: .*$/m, `summary: ${summary}`)
      .replace('## Folgen des Widerrufs', `${marker}\n\n## Folgen des Widerrufs`),
  );
  const result = build();
  expect(result.status, result.stdout + result.stderr).toBe(0);
  const terms = page('de/terms');
  expect(terms).toContain(marker);
  expect(terms).toContain('Fassung 2027-01-test');
  expect(terms).toContain('Beispieltext – noch nicht anwaltlich geprüft');
  expect(page('en/terms')).not.toContain(marker);
  // The order dialog's island gets the summary from the content as a prop, not from a locale string.
  expect(page('de/dashboard/packages')).toContain(summary);
  expect(page('dashboard/packages')).not.toContain(summary);
});

test('a version raised in one language only stops the build and names the text', () => {
  restore();
  writeFileSync(file('en'), version(ORIGINAL.en!, '2027-02-only-en'));
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const result = build();
  restore();
  expect(result.status).not.toBe(0);
  expect(result.stdout + result.stderr).toMatch(/withdrawal\.md: one version in every language/);
  expect(existsSync(path.join(BUILD_DIR, 'dist/terms/index.html'))).toBe(false);
});
