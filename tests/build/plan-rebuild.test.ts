import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

// Decision 080: an editor changes a checklist item in src/content/plan/checklist.yaml, rebuilds, and the public
// visa page shows it; an item without its source stops the build and names the file. The YAML is restored
// whatever happens; the build goes to its own folder.
const FILE = 'src/content/plan/checklist.yaml';
const ORIGINAL = readFileSync(FILE, 'utf8');
const BUILD_DIR = '.build/plan-rebuild-test';
const ASTRO = path.join('node_modules', 'astro', 'bin', 'astro.mjs');

afterAll(() => {
  writeFileSync(FILE, ORIGINAL);
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

const build = () =>
  spawnSync(process.execPath, [ASTRO, 'build'], { env: { ...process.env, BUILD_DIR }, encoding: 'utf8' });
const page = (prefix: string) => readFileSync(path.join(BUILD_DIR, 'dist', prefix, 'visa/index.html'), 'utf8');
const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]).sort();

test('an edited checklist item reaches the pre-rendered visa page of its language, with its source and date', () => {
  const marker = `Derleme testi ${Date.now()}`;
  const edited = ORIGINAL.replace(
    'title: Geçerli pasaport ve fotoğraflı sayfanın iki fotokopisi',
    `title: ${marker}`,
  ).replace(/(passport:\n(?: {2}.*\n)*? {2}checkedAt: )2026-11-26/, '$12026-11-27');
  expect(edited).not.toBe(ORIGINAL);
  writeFileSync(FILE, edited);
  const result = build();
  expect(result.status, result.stdout + result.stderr).toBe(0);
  const tr = page('');
  expect(tr).toContain(marker);
  expect(tr).toContain('27 Kas 2026');
  expect(tr).toContain('href="https://tuerkei.diplo.de/tr-de/service/05-VisaEinreise/-/2632034"');
  expect(tr).toContain('https://idata.com.tr/de/tr');
  expect(page('en/')).not.toContain(marker);
  expect(page('de/')).toMatch(/<html[^>]* lang="de"/);
  // No island of its own: the page loads exactly the scripts of the FAQ page (the shared layout).
  expect(tr).not.toContain('<astro-island');
  expect(scripts(tr)).toEqual(scripts(readFileSync(path.join(BUILD_DIR, 'dist/faq/index.html'), 'utf8')));
});

test('an item without a source stops the build and names the file and the field', () => {
  writeFileSync(FILE, ORIGINAL.replace(/^ {2}source: .*\n/m, ''));
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const result = build();
  writeFileSync(FILE, ORIGINAL);
  expect(result.status).not.toBe(0);
  const output = result.stdout + result.stderr;
  expect(output).toMatch(/planItems|checklist\.yaml/);
  expect(output).toMatch(/source/);
  expect(existsSync(path.join(BUILD_DIR, 'dist/visa/index.html'))).toBe(false);
});
