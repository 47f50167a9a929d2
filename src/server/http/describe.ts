import type { z } from 'zod';

/**
 * What a route handler tells the OpenAPI generator about the request it accepts. The validators and the upload
 * allowance register themselves here when they are created, so the document follows the code: a route that
 * validates a body with a zod schema is documented with that schema, without a second description by hand.
 */
export type RequestPart =
  | { in: 'json' | 'query'; schema: z.ZodType }
  | { in: 'multipart'; field: string; maxBytes: number }
  | { in: 'auth'; optional: boolean }
  | { in: 'answer'; answer: Answer };

/**
 * What a route answers on success (openapi/answers.ts declares it): a JSON envelope around a zod schema, or, for
 * the few routes that send something else, a file, an HTML page, a redirect or no body.
 */
export type Answer =
  | { kind: 'json'; schema: z.ZodType; status: number }
  | { kind: 'file'; contentType: string }
  | { kind: 'html' }
  | { kind: 'redirect' }
  | { kind: 'empty'; status: number };

const parts = new WeakMap<object, RequestPart>();

/** Marks a middleware as the one that reads (part of) the request. Returns the middleware unchanged. */
export function describes<T extends object>(handler: T, part: RequestPart): T {
  parts.set(handler, part);
  return handler;
}

// Hono wraps the handlers of a sub-app that has its own error handler when it is mounted (the Stripe webhook's does;
// the /api app no longer has one, decision 108) and
// keeps the original under this key (hono/utils/constants: COMPOSED_HANDLER).
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** The request part a handler reads, if it said so (looking through Hono's wrapping of mounted sub-apps). */
export function describedPart(handler: object): RequestPart | undefined {
  const inner = (handler as Record<string, unknown>)[COMPOSED_HANDLER];
  return parts.get(handler) ?? (typeof inner === 'function' ? describedPart(inner) : undefined);
}

/**
 * For the few handlers that parse their body themselves (a rate limit must count before validation, logout must
 * answer 200 whatever it gets): a no-op middleware that only documents the schema they apply.
 */
export function documentsBody(schema: z.ZodType) {
  return describes(async (_c: unknown, next: () => Promise<void>) => next(), { in: 'json', schema });
}
