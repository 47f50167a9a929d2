import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

// What README "Editing content" promises an editor: change a Markdown file, rebuild, the page changes; a broken
// file stops the build with a message naming it. The build goes to its own folder; the test's files are removed
// whatever happens (and leftovers of an interrupted run are removed before starting).
const FAQ_DIR = 'src/content/faq/tr';
const PREFIX = 'zz-build-test-';
const BUILD_DIR = '.build/faq-rebuild-test';
const ASTRO = path.join('node_modules', 'astro', 'bin', 'astro.mjs');

const cleanUp = () => {
  for (const file of readdirSync(FAQ_DIR))
    if (file.startsWith(PREFIX)) rmSync(path.join(FAQ_DIR, file), { force: true });
};
beforeAll(cleanUp);
afterAll(() => {
  cleanUp();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

function build() {
  return spawnSync(process.execPath, [ASTRO, 'build'], { env: { ...process.env, BUILD_DIR }, encoding: 'utf8' });
}

test('a FAQ entry written in Markdown appears on the FAQ page after a rebuild, in its own language only', () => {
  const question = `Derleme testi: bu soru ${Date.now()} anında eklendi mi?`;
  const file = path.join(FAQ_DIR, `${PREFIX}added.md`);
  try {
    writeFileSync(
      file,
      `---\nquestion: "${question}"\ncategory: process\norder: 99\n---\nEvet, **Markdown** dosyasından geliyor.\n`,
    );
    const result = build();
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const html = readFileSync(path.join(BUILD_DIR, 'dist/faq/index.html'), 'utf8');
    expect(html).toContain(question);
    expect(html).toContain('<strong>Markdown</strong>');
    expect(readFileSync(path.join(BUILD_DIR, 'dist/en/faq/index.html'), 'utf8')).not.toContain(question);
  } finally {
    rmSync(file, { force: true });
  }
});

test('the build holds the landing, FAQ, stories and 404 pages of every locale, each with its own lang', () => {
  // Runs on the build of the test above (same folder); the broken-file test below removes it.
  for (const [prefix, lang] of [
    ['', 'tr'],
    ['en/', 'en'],
    ['de/', 'de'],
  ] as const)
    for (const page of ['index.html', 'faq/index.html', 'stories/index.html', '404.html']) {
      const file = path.join(BUILD_DIR, 'dist', prefix, page);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    }
});

test('a FAQ file with a wrong field stops the build and names the file', () => {
  const file = path.join(FAQ_DIR, `${PREFIX}broken.md`);
  try {
    writeFileSync(
      file,
      '---\nquestion: Kategori yanlış yazılmış bir soru mu?\ncategory: odeme\norder: 1\n---\nCevap.\n',
    );
    rmSync(BUILD_DIR, { recursive: true, force: true });
    const result = build();
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`${PREFIX}broken`);
    expect(output).toMatch(/category/);
    expect(existsSync(path.join(BUILD_DIR, 'dist/faq/index.html'))).toBe(false);
  } finally {
    rmSync(file, { force: true });
  }
});
