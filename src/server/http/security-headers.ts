import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Env } from '../env';

/**
 * Whether the visitor reached us over TLS: directly, or through a trusted proxy that says so. HSTS sent over plain
 * HTTP is ignored by browsers and, on a development machine reached by name, only gets in the way; `HSTS=true`
 * sends it whatever the request (a TLS terminator that sets no X-Forwarded-Proto).
 */
export const overTls = (c: Context, env: Pick<Env, 'HSTS' | 'TRUST_PROXY'>) =>
  env.HSTS ||
  c.req.url.startsWith('https:') ||
  (env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https');

/**
 * Headers every answer carries. Pages get their own Content-Security-Policy from static.ts (with the hashes of
 * their inline scripts); API answers are data, so their policy forbids everything.
 */
export const securityHeaders = (env: Pick<Env, 'HSTS' | 'TRUST_PROXY'>) =>
  createMiddleware(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (overTls(c, env)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!h.has('Content-Security-Policy'))
      h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

/** DESIGN.md: no API answer is stored by a browser or proxy (tokens and personal data), errors included. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  // The one exception a route may choose: `private, no-cache` (revalidate every time with an ETag, never shared),
  // for cheap polls such as the unread count. Anything else an API answer says becomes no-store.
  if (c.res.headers.get('Cache-Control') !== 'private, no-cache') c.res.headers.set('Cache-Control', 'no-store');
});

/** The policy for a page, given the sha256 hashes of the inline scripts it contains. */
export function pagePolicy(scriptHashes: string[]): string {
  const hashes = scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    // Style attributes set by React and Astro's scoped styles need inline styles; scripts never run inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The landing video loads only after the visitor clicks its poster (no third-party request before that).
    // blob: is the staff console's PDF preview: bytes this page fetched with its token (blob URLs are same-origin).
    'frame-src https://www.youtube-nocookie.com blob:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
