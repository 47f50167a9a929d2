import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '@/lib/constants';
import { DEFAULT_LOCALE, isLocale, localeFromPath, localePath, type Locale } from '@/lib/i18n/locales';
import { ENCODINGS, pickEncoding } from './http/encoding';
import type { AppEnv } from './context';
import { logError } from './log/logger';
import { loadSite, type LargeFile, type Page, type Site, type SiteFile } from './site/files';

/**
 * Serves `dist/` from memory: pages with their CSP, each file in the best pre-compressed variant the client
 * accepts, a 304 when the client's copy is current, a localised 404 page for unknown paths and a localised 500 page
 * when anything fails while serving.
 */
export function staticSite(distDir: string) {
  const site = loadSite(path.resolve(distDir));
  const findPage = (urlPath: string) => {
    const candidates = urlPath.endsWith('/')
      ? [`${urlPath}index.html`]
      : [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
    return candidates.map((candidate) => site.pages.get(candidate)).find(Boolean);
  };
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return statusPage(c, site, 404, localeFromPath(url.pathname));
    }
    const page = findPage(urlPath);
    if (page) {
      const redirect = localeRedirect(c, urlPath, page, findPage);
      return redirect ? c.redirect(`${redirect}${url.search}`, 302) : send(c, page, 200);
    }
    const asset = site.assets.get(urlPath);
    if (asset) return 'file' in asset ? sendFromDisk(c, asset) : send(c, asset, 200);
    return statusPage(c, site, 404, localeFromPath(urlPath));
  });
  // A page route never answers a blank or JSON error: the pre-rendered 500 page, in the visitor's language.
  app.onError((error, c) => {
    logError('page failed', error, { requestId: c.get('requestId') });
    return statusPage(c, site, 500, errorLocale(c));
  });
  return app;
}

/**
 * A visitor who chose English or German (the `locale` cookie the language switcher sets) and arrives at an
 * unprefixed, i.e. Turkish, content page is sent to that page in their language. Only GET, only when the target
 * exists, and never from a prefixed page, so it cannot loop; choosing Turkish sets the cookie to `tr`.
 */
function localeRedirect(c: Context, urlPath: string, page: Page, findPage: (p: string) => Page | undefined) {
  if (!page.followsLocaleCookie || localeFromPath(urlPath) !== DEFAULT_LOCALE) return undefined;
  c.header('Vary', 'Cookie', { append: true });
  if (c.req.method !== 'GET') return undefined;
  const wanted = getCookie(c, LOCALE_COOKIE);
  if (!isLocale(wanted) || wanted === DEFAULT_LOCALE) return undefined;
  const target = localePath(wanted, urlPath);
  return findPage(target) ? target : undefined;
}

/** The language of an error page: the path's prefix, else the visitor's chosen language (cookie), else Turkish. */
function errorLocale(c: Context): Locale {
  const fromPath = localeFromPath(new URL(c.req.url).pathname);
  if (fromPath !== DEFAULT_LOCALE) return fromPath;
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

function statusPage(c: Context, site: Site, status: 404 | 500, locale: Locale) {
  const page =
    site.pages.get(locale === DEFAULT_LOCALE ? `/${status}.html` : `/${locale}/${status}.html`) ??
    site.pages.get(`/${status}.html`);
  if (!page) return c.text(status === 404 ? 'Not Found' : 'Internal Server Error', status);
  return send(c, page, status);
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** One file in its best variant; pages also carry their CSP (a 304 too: a cache merges its headers in). */
function send(c: Context, file: SiteFile | Page, status: 200 | 404 | 500) {
  const available = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  const encoding = pickEncoding(c.req.header('accept-encoding'), available);
  const chosen = encoding ? file.encoded[encoding]! : file.identity;
  if (available.length > 0) c.header('Vary', 'Accept-Encoding', { append: true });
  if ('csp' in file) c.header('Content-Security-Policy', file.csp);
  c.header('Cache-Control', status === 200 ? file.cacheControl : status === 404 ? 'no-cache' : 'no-store');
  if (status === 200) {
    c.header('ETag', chosen.etag);
    if (matches(c.req.header('if-none-match'), chosen.etag)) return c.body(null, 304);
  }
  c.header('Content-Type', file.type);
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(chosen.body.byteLength));
  return c.body(chosen.body as Uint8Array<ArrayBuffer>, status);
}

/** A large file, streamed from disk. Opening it first means a missing file is an error before any byte is sent. */
async function sendFromDisk(c: Context, asset: LargeFile) {
  const handle = await open(asset.file);
  const { size, mtimeMs } = await handle.stat();
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  c.header('Cache-Control', asset.cacheControl);
  c.header('ETag', etag);
  const notModified = matches(c.req.header('if-none-match'), etag);
  if (notModified || c.req.method === 'HEAD') await handle.close();
  if (notModified) return c.body(null, 304);
  c.header('Content-Type', asset.type);
  c.header('Content-Length', String(size));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, 200);
}
