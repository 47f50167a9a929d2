import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { randomUUID } from 'node:crypto';
import type { AppEnv } from '@/server/context';
import type { Env } from '@/server/env';
import { answerHeadersOf, finishAnswer } from '@/server/fast/answer-headers';

/**
 * Whether the visitor reached us over TLS: directly, or through a trusted proxy that says so. HSTS sent over plain
 * HTTP is ignored by browsers and, on a development machine reached by name, only gets in the way; `HSTS=true`
 * sends it whatever the request (a TLS terminator that sets no X-Forwarded-Proto).
 */
export const overTls = (c: Context, env: Pick<Env, 'HSTS' | 'TRUST_PROXY'>) =>
  env.HSTS ||
  c.req.url.startsWith('https:') ||
  (env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https');

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  // API answers are data, so their policy forbids everything; pages replace it with their own (static.ts, with the
  // hashes of their inline scripts), which is why a policy already on an answer wins (fast/answer-headers.ts).
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};

/**
 * Headers every answer carries, and its request id (X-Request-Id, so a user's report finds its log line). The
 * first middleware of the server: it makes the answer's header record (fast/answer-headers.ts) and finishes it.
 */
export const securityHeaders = (env: Pick<Env, 'HSTS' | 'TRUST_PROXY'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    const { headers, owner } = answerHeadersOf(c, SECURITY_HEADERS);
    headers.set('x-request-id', id);
    if (overTls(c, env)) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    await next();
    if (owner) finishAnswer(c, headers);
  });

/**
 * DESIGN.md: no API answer is stored by a browser or proxy (tokens and personal data), errors included. The one
 * exception a route may choose: `private, no-cache` (revalidate every time with an ETag, never shared), for cheap
 * polls such as the unread count. Anything else a route says becomes no-store.
 */
export const noStore = createMiddleware(async (c, next) => {
  const { headers, owner } = answerHeadersOf(c);
  headers.set('cache-control', 'no-store');
  await next();
  if (headers.get('cache-control') !== 'private, no-cache') headers.set('cache-control', 'no-store'); // no change: no cost
  if (owner) finishAnswer(c, headers);
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
