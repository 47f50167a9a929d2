import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { precompress, writeBuildManifest } from '../../scripts/build/post-build.mjs';
import { staticSite } from './static';
import { page, writeDist } from './test/dist';

let dist: string;
let site: ReturnType<typeof staticSite>;
const landing = page('tr home', { filler: 200 });
const script = `export const strings = ${JSON.stringify('Başvurunuz alındı. '.repeat(100))};`;

// The dist folder goes through the real post-build step, as `npm run build` runs it.
beforeAll(async () => {
  dist = writeDist({
    'index.html': landing,
    'en/index.html': page('en home', { filler: 200 }),
    '_astro/app.Ab12.js': script,
    'favicon.svg': '<svg/>',
  });
  writeBuildManifest(dist);
  await precompress(dist);
  site = staticSite(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  Promise.resolve(site.request(url, { method, headers }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

test('a page is sent as brotli or gzip as the client accepts, with its own length and ETag, and Vary', async () => {
  const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const gz = await get('/', { 'Accept-Encoding': 'gzip' });
  const plain = await get('/');
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(brotliDecompressSync(await bytes(br)).toString()).toBe(landing);
  expect(gunzipSync(await bytes(gz)).toString()).toBe(landing);
  expect(await plain.text()).toBe(landing);
  for (const res of [br, gz, plain]) {
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  }
  expect(Number(br.headers.get('content-length'))).toBeLessThan(Number(gz.headers.get('content-length')));
  expect(Number(gz.headers.get('content-length'))).toBeLessThan(landing.length / 4);
  expect(new Set([br, gz, plain].map((res) => res.headers.get('etag'))).size).toBe(3);
});

test('q-values decide: refused encodings are never sent, a wildcard covers the unlisted ones', async () => {
  const encodingFor = async (header: string) =>
    (await get('/', { 'Accept-Encoding': header })).headers.get('content-encoding');
  expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
  expect(await encodingFor('gzip;q=1.0, br;q=0.5')).toBe('gzip');
  expect(await encodingFor('*')).toBe('br');
  expect(await encodingFor('*;q=0.5, br;q=0')).toBe('gzip');
  expect(await encodingFor('identity, deflate')).toBeNull();
  expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
});

test('a revisit with the ETag is a 304 without a body that keeps the page CSP; a stale ETag gets the page', async () => {
  const first = await get('/', { 'Accept-Encoding': 'br' });
  const etag = first.headers.get('etag')!;
  const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': `"stale", W/${etag}` });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  // The brotli ETag does not validate the gzip bytes.
  expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
  expect((await get('/', { 'If-None-Match': '"stale"' })).status).toBe(200);
});

test('hashed assets are compressed and immutable; small files are sent as they are', async () => {
  const js = await get('/_astro/app.Ab12.js', { 'Accept-Encoding': 'br' });
  expect(js.headers.get('content-encoding')).toBe('br');
  expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(await bytes(js)).toString()).toBe(script);
  const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
  expect(icon.headers.get('content-encoding')).toBeNull();
  expect(icon.headers.get('vary')).toBeNull();
  expect(await icon.text()).toBe('<svg/>');
});

test('HEAD answers the headers of GET, with the length of the variant it would send', async () => {
  const get_ = await get('/en/', { 'Accept-Encoding': 'br' });
  const head = await get('/en/', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-length')).toBe(get_.headers.get('content-length'));
  expect(head.headers.get('content-encoding')).toBe('br');
});

test('the build manifest names the build and is revalidated on every poll', async () => {
  const res = await get('/build-manifest.json');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toEqual({ buildId: expect.stringMatching(/^[0-9a-f]{16}$/), builtAt: expect.any(String) });
  expect((await get('/build-manifest.json', { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304);
});
