import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { staticSite } from './static';
import { page, writeDist } from './test/dist';

let dist: string;
let site: ReturnType<typeof staticSite>;

beforeAll(() => {
  const files: Record<string, string> = {
    'index.html': page('tr home'),
    'faq/index.html': page('tr faq'),
    'only-tr/index.html': page('tr only'),
    'dashboard/index.html': page('tr dashboard', { noindex: true }),
    '404.html': page('tr 404', { noindex: true }),
    '_astro/app.js': 'console.log(1)',
  };
  for (const l of ['en', 'de']) {
    files[`${l}/index.html`] = page(`${l} home`);
    files[`${l}/faq/index.html`] = page(`${l} faq`);
    files[`${l}/dashboard/index.html`] = page(`${l} dashboard`, { noindex: true });
    files[`${l}/404.html`] = page(`${l} 404`, { noindex: true });
  }
  dist = writeDist(files);
  site = staticSite(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, cookie?: string, method = 'GET') =>
  Promise.resolve(site.request(url, { method, headers: cookie ? { Cookie: cookie } : {} }));

test('a Turkish content page redirects to the language in the locale cookie, keeping path and query', async () => {
  const faq = await get('/faq/?ref=mail', 'locale=en');
  expect(faq.status).toBe(302);
  expect(faq.headers.get('location')).toBe('/en/faq/?ref=mail');
  expect(faq.headers.get('vary')).toContain('Cookie');
  const home = await get('/', 'other=1; locale=de');
  expect(home.headers.get('location')).toBe('/de/');
  expect((await get('/faq', 'locale=de')).headers.get('location')).toBe('/de/faq');
});

test('no redirect without a cookie, for Turkish, for an unknown value, or when the page has no translation', async () => {
  for (const cookie of [undefined, 'locale=tr', 'locale=fr', 'locale=']) {
    const res = await get('/faq/', cookie);
    expect(res.status, String(cookie)).toBe(200);
    expect(await res.text()).toContain('tr faq');
  }
  expect((await get('/only-tr/', 'locale=en')).status).toBe(200);
});

test('prefixed pages never redirect, so a cookie cannot cause a loop', async () => {
  const en = await get('/en/faq/', 'locale=de');
  expect(en.status).toBe(200);
  expect(await en.text()).toContain('en faq');
  expect((await get('/de/', 'locale=en')).status).toBe(200);
});

test('app shells (noindex), HEAD requests and assets are never redirected', async () => {
  expect((await get('/dashboard/', 'locale=en')).status).toBe(200);
  expect((await get('/faq/', 'locale=en', 'HEAD')).status).toBe(200);
  const asset = await get('/_astro/app.js', 'locale=en');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
});

test("unknown paths get their locale's 404 page with the page's own CSP", async () => {
  for (const [url, title] of [
    ['/nope', 'tr 404'],
    ['/en/nope/deeper', 'en 404'],
    ['/de/x', 'de 404'],
    ['/%E0%A4%A', 'tr 404'],
  ]) {
    const res = await get(url!, 'locale=en');
    expect(res.status, url).toBe(404);
    expect(await res.text()).toContain(title);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  }
});
