/**
 * Where the browser finds the API: `PUBLIC_API_URL` (build time, DESIGN.md), default '/api' on the site's own
 * origin. Read and checked here only; the API client and the upload path both use `API_BASE`. A bad value stops
 * `astro build` (pages render their islands, which load this module) instead of breaking every call in the browser.
 */

declare global {
  interface ImportMetaEnv {
    /** API base address: a path on this origin ('/api') or an absolute http(s) URL. */
    readonly PUBLIC_API_URL?: string;
  }
}

/** A path ('/api') or an http(s) URL without query or fragment; trailing slashes removed. */
export function parseApiBase(value: string | undefined): string {
  const raw = value?.trim() || '/api';
  const base = raw.replace(/\/+$/, '');
  const fail = () => new Error(`PUBLIC_API_URL must be a path such as /api or an http(s) URL, not "${raw}"`);
  if (base.startsWith('/')) {
    if (base.startsWith('//') || /[?#\\]/.test(base)) throw fail();
    return base;
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw fail();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) throw fail();
  return base;
}

export const API_BASE = parseApiBase(import.meta.env.PUBLIC_API_URL);
