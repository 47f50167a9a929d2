import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENCODINGS, SUFFIX, type Encoding } from '@/server/http/encoding';
import { pagePolicy } from '@/server/http/security-headers';

/** One representation of a file: the bytes as sent and their strong validator. */
export interface Variant {
  body: Uint8Array;
  etag: string;
}

export interface SiteFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  /** The pre-compressed variants the build wrote beside the file (`.br`, `.gz`). */
  encoded: Partial<Record<Encoding, Variant>>;
}

export interface Page extends SiteFile {
  csp: string;
  /** Content pages (landing, FAQ, stories) follow the visitor's language cookie; app shells are `noindex`. */
  followsLocaleCookie: boolean;
}

/** A file too large to keep in memory (a video dropped into public/): read from disk on each request. */
export interface LargeFile {
  type: string;
  cacheControl: string;
  file: string;
}

export interface Site {
  pages: Map<string, Page>;
  assets: Map<string, SiteFile | LargeFile>;
}

/** Built text and images are far below this; anything larger is streamed instead of held. */
export const IN_MEMORY_LIMIT = 512 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Hashed assets never change under their name; pages and the build manifest are revalidated (a 304 when unchanged). */
function cacheControlFor(urlPath: string) {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath === '/build-manifest.json') return 'no-cache';
  return 'public, max-age=3600';
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

function variant(body: Buffer, tag: string): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), etag: `"${hash}${tag}"` };
}

function load(file: string, urlPath: string): SiteFile {
  const identity = variant(readFileSync(file), '');
  const encoded: SiteFile['encoded'] = {};
  // Each encoding gets its own ETag: a cache must never answer a gzip request with the brotli bytes.
  for (const encoding of ENCODINGS)
    if (existsSync(file + SUFFIX[encoding]))
      encoded[encoding] = variant(readFileSync(file + SUFFIX[encoding]), `-${encoding}`);
  return {
    type: TYPES[path.extname(file)] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(urlPath),
    identity,
    encoded,
  };
}

/** Its CSP from the hashes of its inline scripts (docs/decisions/002-csp-from-built-pages.md). */
function toPage(file: SiteFile): Page {
  const text = Buffer.from(file.identity.body).toString('utf8');
  const hashes = [...text.matchAll(INLINE_SCRIPT)]
    .filter((m) => !/type=["']application\/(ld\+)?json["']/i.test(m[0]))
    .map((m) =>
      createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64'),
    );
  const followsLocaleCookie = !/<meta[^>]+name=["']robots["'][^>]+noindex/i.test(text);
  return { ...file, csp: pagePolicy(hashes), followsLocaleCookie };
}

const isVariant = (file: string) =>
  ENCODINGS.some((encoding) => file.endsWith(SUFFIX[encoding]) && existsSync(file.slice(0, -SUFFIX[encoding].length)));

/** Reads `dist/` once at start: every page and small file with its compressed variants, in memory. */
export function loadSite(distDir: string): Site {
  const site: Site = { pages: new Map(), assets: new Map() };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const urlPath = '/' + path.relative(distDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (isVariant(full)) continue;
      else if (entry.name.endsWith('.html')) site.pages.set(urlPath, toPage(load(full, urlPath)));
      else if (statSync(full).size <= IN_MEMORY_LIMIT) site.assets.set(urlPath, load(full, urlPath));
      else
        site.assets.set(urlPath, {
          type: TYPES[path.extname(full)] ?? 'application/octet-stream',
          cacheControl: cacheControlFor(urlPath),
          file: full,
        });
    }
  };
  if (existsSync(distDir)) walk(distDir);
  return site;
}
