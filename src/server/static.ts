import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '../lib/constants';
import { DEFAULT_LOCALE, isLocale, localeFromPath, localePath } from '../lib/i18n/locales';
import { pagePolicy } from './http/security-headers';

interface Page {
  body: Buffer;
  csp: string;
  /** Content pages (landing, FAQ, stories) follow the visitor's language cookie; app shells are `noindex`. */
  followsLocaleCookie: boolean;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Reads every built HTML page once at start and computes its CSP from the hashes of its inline scripts. */
function loadPages(distDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const body = readFileSync(full);
        const hashes = [...body.toString('utf8').matchAll(INLINE_SCRIPT)]
          .filter((m) => !/type=["']application\/(ld\+)?json["']/i.test(m[0]))
          .map((m) => createHash('sha256').update(m[1] ?? '').digest('base64'));
        const followsLocaleCookie = !/<meta[^>]+name=["']robots["'][^>]+noindex/i.test(body.toString('utf8'));
        pages.set('/' + path.relative(distDir, full).split(path.sep).join('/'), { body, csp: pagePolicy(hashes), followsLocaleCookie });
      }
    }
  };
  if (existsSync(distDir)) walk(distDir);
  return pages;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `dist/`: pages with their CSP, hashed assets cached for a year, a localised 404 page otherwise. */
export function staticSite(distDir: string) {
  const root = path.resolve(distDir);
  const pages = loadPages(root);
  const findPage = (urlPath: string) => {
    const candidates = urlPath.endsWith('/') ? [`${urlPath}index.html`] : [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
    return candidates.map((candidate) => pages.get(candidate)).find(Boolean);
  };
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => {
    const url = new URL(c.req.url);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      return notFoundPage(c, pages, url.pathname);
    }
    const page = findPage(urlPath);
    if (page) {
      const redirect = localeRedirect(c, urlPath, page, findPage);
      return redirect ? c.redirect(`${redirect}${url.search}`, 302) : html(c, page, 200);
    }
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root + path.sep) && !file.endsWith('.html') && existsSync(file) && statSync(file).isFile()) {
      c.header('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return c.body(readFileSync(file));
    }
    return notFoundPage(c, pages, urlPath);
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
  c.header('Vary', 'Cookie');
  if (c.req.method !== 'GET') return undefined;
  const wanted = getCookie(c, LOCALE_COOKIE);
  if (!isLocale(wanted) || wanted === DEFAULT_LOCALE) return undefined;
  const target = localePath(wanted, urlPath);
  return findPage(target) ? target : undefined;
}

function notFoundPage(c: Context, pages: Map<string, Page>, urlPath: string) {
  const locale = localeFromPath(urlPath);
  const page = pages.get(locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`) ?? pages.get('/404.html');
  return page ? html(c, page, 404) : c.text('Not Found', 404);
}

function html(c: Context, page: Page, status: 200 | 404) {
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Security-Policy', page.csp);
  return c.body(page.body as unknown as ArrayBuffer, status);
}
