import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { localeFromPath, DEFAULT_LOCALE } from '../lib/i18n/locales';
import { pagePolicy } from './http/security-headers';

interface Page {
  body: Buffer;
  csp: string;
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
        pages.set('/' + path.relative(distDir, full).split(path.sep).join('/'), { body, csp: pagePolicy(hashes) });
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
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    const candidates = urlPath.endsWith('/') ? [`${urlPath}index.html`] : [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
    for (const candidate of candidates) {
      const page = pages.get(candidate);
      if (page) return html(c, page, 200);
    }
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root + path.sep) && !file.endsWith('.html') && existsSync(file) && statSync(file).isFile()) {
      c.header('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return c.body(readFileSync(file));
    }
    const locale = localeFromPath(urlPath);
    const notFound = pages.get(locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`) ?? pages.get('/404.html');
    return notFound ? html(c, notFound, 404) : c.text('Not Found', 404);
  });
  return app;
}

function html(c: import('hono').Context, page: Page, status: 200 | 404) {
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Security-Policy', page.csp);
  return c.body(page.body as unknown as ArrayBuffer, status);
}
