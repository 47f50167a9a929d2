import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Encoding } from '@/server/http/encoding';
import { COMPRESS_MIN_BYTES, compress, sendJson } from '@/server/http/envelope';

const utf8 = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
};

/**
 * A JSON answer serialised once and sent many times (the cached catalog): each compressed form is made on first
 * use and kept, so a repeat costs neither `JSON.stringify` nor brotli.
 */
export class FrozenJson {
  private readonly encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  /**
   * The text's UTF-8 bytes, made on first use when a client sends no Accept-Encoding: a 50 KB string was encoded
   * twice per request (length, then write), ~10 % of a kept slots answer's CPU (decision 104).
   */
  private plain: Uint8Array<ArrayBuffer> | undefined;
  private constructor(readonly text: string) {}

  static ok(data: unknown) {
    return new FrozenJson(JSON.stringify({ success: true, data }));
  }

  /** The success envelope around `dataJson`, JSON text of the data already serialised (kept slot answers). */
  static okText(dataJson: string) {
    return new FrozenJson(`{"success":true,"data":${dataJson}}`);
  }

  send(c: Context, status: ContentfulStatusCode = 200) {
    const plain = this.text.length < COMPRESS_MIN_BYTES ? this.text : (this.plain ??= utf8(this.text));
    return sendJson(c, plain, status, (encoding) => {
      let body = this.encoded.get(encoding);
      if (!body) this.encoded.set(encoding, (body = compress(this.text, encoding)));
      return body;
    });
  }
}
