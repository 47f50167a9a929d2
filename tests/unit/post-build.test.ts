import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { MANIFEST, MIN_BYTES, precompress, writeBuildManifest } from '../../scripts/build/post-build.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dist(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'post-build-'));
  folders.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const html = '<!doctype html><title>Portal</title>' + '<p>Almanya’da kariyer: tanınma, çalışma izni.</p>'.repeat(60);
const css = '.button{color:#1d4ed8;padding:0.5rem 1rem}'.repeat(60);

test('text files get a brotli and a gzip copy that decompress to the original; images and tiny files do not', async () => {
  const png = Buffer.alloc(4096, 7);
  const dir = dist({
    'index.html': html,
    'en/faq/index.html': html,
    '_astro/Base.css': css,
    'hero.png': png,
    'tiny.js': 'x()',
  });
  await precompress(dir);
  for (const file of ['index.html', 'en/faq/index.html', '_astro/Base.css']) {
    const original = readFileSync(path.join(dir, file));
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
  }
  expect(existsSync(path.join(dir, 'hero.png.br'))).toBe(false);
  expect('x()'.length).toBeLessThan(MIN_BYTES);
  expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
  // Running it again (a second build step, a retry) does not compress the compressed copies.
  await precompress(dir);
  expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
});

test('the build id follows the content: same files, same id; any changed byte, a new id', () => {
  const a = dist({ 'index.html': html, '_astro/Base.css': css });
  const b = dist({ 'index.html': html, '_astro/Base.css': css });
  const c = dist({ 'index.html': html, '_astro/Base.css': `${css} ` });
  const idA = writeBuildManifest(a).buildId;
  expect(writeBuildManifest(b).buildId).toBe(idA);
  expect(writeBuildManifest(c).buildId).not.toBe(idA);
  // The manifest itself and the compressed copies do not count, so writing it twice gives the same id.
  expect(writeBuildManifest(a).buildId).toBe(idA);
  const written = JSON.parse(readFileSync(path.join(a, MANIFEST), 'utf8'));
  expect(written).toEqual({ buildId: idA, builtAt: expect.any(String) });
  expect(new Date(written.builtAt).toISOString()).toBe(written.builtAt);
});
