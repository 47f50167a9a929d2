import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { AppEnv } from '@/server/context';
import { ApiError } from './errors';
import { RequestBody, type Allowance } from './request-body';

/** What an API route accepts unless it declares more with `allowBody`: every JSON form fits in a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const payloadTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'errors:common.payloadTooLarge');

export type { Allowance };

const ALLOWANCE = Symbol('body allowance');
type Declared = MiddlewareHandler & { [ALLOWANCE]?: Allowance; [COMPOSED_HANDLER]?: Declared };

/**
 * How a route accepts a body larger than DEFAULT_BODY_LIMIT: `r.post('/cv', allowBody(bytes, tooLarge), handler)`.
 * It does nothing when it runs: `limitBody` finds it among the handlers matched for the request before any of them
 * runs, so the larger limit is known before the first byte is read. Such a body is streamed to the handler (never
 * buffered) and refused the moment it passes `bytes`.
 */
export function allowBody(bytes: number, tooLarge: () => ApiError = payloadTooLarge): MiddlewareHandler {
  const declaration: Declared = async (_c, next) => next();
  declaration[ALLOWANCE] = { bytes, tooLarge };
  return declaration;
}

function allowanceOf(c: Context): Allowance | undefined {
  for (const { handler } of matchedRoutes(c)) {
    // app.route() wraps a sub-app's handlers when that sub-app has its own onError; the original is kept on the wrapper.
    for (let h: Declared | undefined = handler as Declared; h; h = h[COMPOSED_HANDLER])
      if (h[ALLOWANCE]) return h[ALLOWANCE];
  }
  return undefined;
}

function declaredLength(c: Context): number | undefined {
  const value = c.req.header('content-length');
  return value && /^\d+$/.test(value) && !c.req.header('transfer-encoding') ? Number(value) : undefined;
}

/**
 * Every API request body is capped, whatever its Content-Type claims. A declared Content-Length over the limit is
 * refused before anything else runs (authentication, rate limits, parsing). Otherwise the bytes are counted as they
 * arrive: ordinary routes get their body read up front (at most DEFAULT_BODY_LIMIT, so refused before any work);
 * routes with an `allowBody` declaration get it as a counted stream. What a handler leaves unread is drained or the
 * connection closed (request-body.ts), so a keep-alive client's next request works.
 */
export const limitBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const declared = allowanceOf(c);
  const allowance = declared ?? { bytes: DEFAULT_BODY_LIMIT, tooLarge: payloadTooLarge };
  const original = c.req.raw;
  const body = new RequestBody(
    () => original.body,
    allowance,
    declaredLength(c),
    Boolean((c.env as { incoming?: unknown } | undefined)?.incoming),
  );
  const init = { method: original.method, headers: original.headers, signal: original.signal };
  try {
    body.refuseDeclaredExcess();
    if (declared) c.req.raw = new Request(original.url, { ...init, body: body.stream, duplex: 'half' } as RequestInit);
    else c.req.raw = new Request(original.url, { ...init, body: await new Response(body.stream).arrayBuffer() });
    await next();
  } finally {
    if (body.leavesConnectionUnusable()) c.header('Connection', 'close');
    body.abandon();
  }
});
