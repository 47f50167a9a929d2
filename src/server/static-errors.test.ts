import { rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { IN_MEMORY_LIMIT } from './site/files';
import { staticSite } from './static';
import { page, writeDist } from './test/dist';

let dist: string;
let site: ReturnType<typeof staticSite>;
const video = Buffer.alloc(IN_MEMORY_LIMIT + 1000, 1);

beforeAll(() => {
  dist = writeDist({
    'index.html': page('tr home'),
    '500.html': page('tr 500: Bir şeyler ters gitti', { noindex: true }),
    'en/500.html': page('en 500: Something went wrong', { noindex: true }),
    'de/500.html': page('de 500: Etwas ist schiefgelaufen', { noindex: true }),
    'media/intro.mp4': video,
    'en/media/intro.mp4': video,
    'media/gone.mp4': video,
    'en/media/gone.mp4': video,
  });
  site = staticSite(dist);
  // Files removed after start (a deploy swapping folders underneath the server): reading them fails.
  unlinkSync(path.join(dist, 'media/gone.mp4'));
  unlinkSync(path.join(dist, 'en/media/gone.mp4'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  Promise.resolve(site.request(url, { method, headers }));

test('a large file is streamed from disk with its length, an ETag and a 304 on revisit', async () => {
  const res = await get('/media/intro.mp4');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('video/mp4');
  expect(res.headers.get('content-length')).toBe(String(video.length));
  expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  expect((await get('/media/intro.mp4', { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304);
  const head = await get('/media/intro.mp4', {}, 'HEAD');
  expect(head.headers.get('content-length')).toBe(String(video.length));
});

test('an error while serving a page route answers the pre-rendered 500 page, status 500, in the path’s language', async () => {
  const res = await get('/en/media/gone.mp4', { 'Accept-Encoding': 'br' });
  expect(res.status).toBe(500);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  expect(await res.text()).toContain('en 500: Something went wrong');
});

test('without a language prefix the 500 page follows the visitor’s language cookie, else Turkish', async () => {
  const cases: [Record<string, string>, string][] = [
    [{}, 'tr 500: Bir şeyler ters gitti'],
    [{ Cookie: 'locale=de' }, 'de 500: Etwas ist schiefgelaufen'],
    [{ Cookie: 'locale=en' }, 'en 500: Something went wrong'],
    [{ Cookie: 'locale=xx' }, 'tr 500: Bir şeyler ters gitti'],
  ];
  for (const [headers, text] of cases) {
    const res = await get('/media/gone.mp4', headers);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain(text);
  }
});
