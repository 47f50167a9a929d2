import { createMiddleware } from 'hono/factory';

/**
 * Headers every answer carries. Pages get their own Content-Security-Policy from static.ts (with the hashes of
 * their inline scripts); API answers are data, so their policy forbids everything.
 */
export const securityHeaders = (options: { hsts: boolean }) =>
  createMiddleware(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!h.has('Content-Security-Policy'))
      h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
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
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
