import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Encoding } from '@/server/http/encoding';
import { compress, sendJson } from '@/server/http/envelope';

/**
 * A JSON answer serialised once and sent many times (the cached catalog): each compressed form is made on first
 * use and kept, so a repeat costs neither `JSON.stringify` nor brotli.
 */
export class FrozenJson {
  private readonly encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();
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
    return sendJson(
      c,
      this.text,
      status,
      (encoding) => {
        let body = this.encoded.get(encoding);
        if (!body) this.encoded.set(encoding, (body = compress(this.text, encoding)));
        return body;
      },
      // Uncompressed too, the bytes are made once: a heavy customer's onboarding status (all 200 documents listed in
      // it) cost three times the limit's CPU per request sent as a string; its brotli form, made once, about the limit's.
      () => (this.plain ??= new TextEncoder().encode(this.text) as Uint8Array<ArrayBuffer>),
    );
  }
}
