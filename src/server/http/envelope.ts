import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { answerWithRecord, existingAnswerHeaders } from '@/server/fast/answer-headers';
import { ENCODINGS, pickEncoding, type Encoding } from './encoding';

/** Below this a compressed answer saves less than its own cost (a TCP packet carries ~1.4 KB anyway). */
export const COMPRESS_MIN_BYTES = 1024;
// Fast settings: an answer is compressed on every request, so brotli's quality 4 (near gzip 9's size at a
// fraction of brotli 11's time) and gzip's default level.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The body in one encoding (also fast/frozen-json.ts, which keeps the result). */
export const compress = (text: string, encoding: Encoding): Uint8Array<ArrayBuffer> => {
  const body = encoding === 'br' ? brotliCompressSync(text, BROTLI) : gzipSync(text);
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
};

/** Sends JSON text, compressed by `encoded` when it is large enough and the client accepts it. */
export function sendJson(
  c: Context,
  text: string,
  status: ContentfulStatusCode,
  encoded: (encoding: Encoding) => Uint8Array<ArrayBuffer>,
  /** The text's UTF-8 bytes when kept (FrozenJson): a large answer sent as a string is encoded again each time. */
  plain?: () => Uint8Array<ArrayBuffer>,
) {
  const encoding =
    text.length >= COMPRESS_MIN_BYTES ? pickEncoding(c.req.header('accept-encoding'), ENCODINGS) : undefined;
  const body = encoding ? encoded(encoding) : (plain?.() ?? text);
  const headers = existingAnswerHeaders(c);
  if (!headers) {
    c.header('Vary', 'Accept-Encoding', { append: true });
    return c.body(body, status, {
      'Content-Type': 'application/json',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
  }
  // The fast path (fast/answer-headers.ts): a plain object of the answer's headers and the body's own.
  const vary = headers.get('vary');
  return answerWithRecord(headers, body, status, {
    vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    'content-type': 'application/json',
    ...(encoding && { 'content-encoding': encoding }),
  });
}

/**
 * A JSON answer, compressed when it is large and the client accepts brotli or gzip. Compression lives here rather
 * than in a middleware: a middleware would have to read back the body Hono already built (slow on the Node server),
 * and it is how event streams and file downloads, which never come through here, stay uncompressed.
 */
export function jsonAnswer(c: Context, payload: unknown, status: ContentfulStatusCode) {
  const text = JSON.stringify(payload);
  return sendJson(c, text, status, (encoding) => compress(text, encoding));
}

/** Success envelope of DESIGN.md: `{ success: true, data }`. */
export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) =>
  jsonAnswer(c, { success: true as const, data }, status);
