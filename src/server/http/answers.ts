import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { describes } from './describe';

/**
 * Routes declare what they answer on success, next to the request parts they read:
 * `r.get('/', auth, answersWith(ProfileSchema), handler)`. The declaration is one source for two readers: the OpenAPI
 * document (spec.ts shows the envelope around the schema) and, under test, a check of every answer the route sends
 * (decision 067). In production the marker only calls the next handler: the contract is proved by the test suite,
 * not paid for on every request.
 */
const CHECKS_ANSWERS = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

// A fresh function per route: the declaration is kept per handler (describe.ts).
const pass = (): MiddlewareHandler => (_c, next) => next();

/** The envelope every JSON answer uses (DESIGN.md), around the route's own data schema. */
export const envelopeOf = (schema: z.ZodType) => z.object({ success: z.literal(true), data: schema });

async function bodyText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Thrown (and so answered 500) when a route's answer breaks its own contract: the test that called it fails. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch';
}

async function check(c: Context, envelope: z.ZodType) {
  const res = c.res;
  if (res.status < 200 || res.status >= 300 || !res.headers.get('content-type')?.includes('application/json')) return;
  const result = envelope.safeParse(JSON.parse(await bodyText(res)));
  if (!result.success) {
    const message = `${c.req.method} ${c.req.path} answered outside its schema:\n${z.prettifyError(result.error)}`;
    // The error handler logs identifiers only and answers a bare 500: the test runner's output gets the detail.
    process.stderr.write(`${message}\n`);
    throw new AnswerMismatch(message);
  }
}

/** A JSON route: `{ success: true, data }` with `data` matching `schema`; `status` is the usual success status. */
export function answersWith(schema: z.ZodType, status = 200) {
  const envelope = envelopeOf(schema);
  const checking: MiddlewareHandler = async (c, next) => {
    await next();
    await check(c, envelope);
  };
  return describes(CHECKS_ANSWERS ? checking : pass(), { in: 'answer', answer: { kind: 'json', schema, status } });
}

/** A download (a stored file, a PDF, an export archive): bytes of this type, no envelope. */
export const answersFile = (contentType: string) =>
  describes(pass(), { in: 'answer', answer: { kind: 'file', contentType } });

/** A page for a browser (the test checkout, the API reference). */
export const answersHtml = () => describes(pass(), { in: 'answer', answer: { kind: 'html' } });

/** A redirect (Location header, no body). */
export const answersRedirect = () => describes(pass(), { in: 'answer', answer: { kind: 'redirect' } });

/** A success without a body (204). */
export const answersNothing = (status = 204) => describes(pass(), { in: 'answer', answer: { kind: 'empty', status } });
