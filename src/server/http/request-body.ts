import type { ApiError } from './errors';

/** How large a route lets its body be (declared with `allowBody` in body-limit.ts). */
export interface Allowance {
  bytes: number;
  /** The refusal sent when the body is larger (an upload names its field and size). */
  tooLarge: () => ApiError;
}

/**
 * How much of a refused or unread body is still read and thrown away so that a keep-alive connection can carry the
 * next request (HTTP/1.1 has no other way to skip a body). Beyond it the connection is closed instead.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * One request body, counted as it streams and refused once it passes its allowance. Nothing is kept: chunks go
 * straight to the reader of `stream`.
 *
 * When the handler stops early (a refusal, a cancelled upload, or a body it never needed), the rest of the body is
 * still on the wire. Left alone, the server's HTTP layer stalls on it and closes the socket some time after the
 * answer, which a keep-alive client only notices when its next request fails ("other side closed"). So over a real
 * connection the rest is drained (read and dropped, memory flat) when it is at most DRAIN_LIMIT, and otherwise the
 * answer says `Connection: close`. Without a connection (`app.request` in tests) the source is simply cancelled.
 */
export class RequestBody {
  readonly stream: ReadableStream<Uint8Array>;
  private received = 0;
  private finished = false;
  private abandoned = false;
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  constructor(
    private readonly source: () => ReadableStream<Uint8Array> | null,
    private readonly allowance: Allowance,
    private readonly declared: number | undefined,
    private readonly overConnection: boolean,
  ) {
    // highWaterMark 0: nothing is read until the handler asks, so a route that never reads its body never starts.
    this.stream = new ReadableStream<Uint8Array>(
      { pull: (controller) => this.pull(controller), cancel: () => this.abandon() },
      { highWaterMark: 0 },
    );
  }

  /** A Content-Length over the allowance is refused before a byte is read. */
  refuseDeclaredExcess() {
    if (this.declared !== undefined && this.declared > this.allowance.bytes) throw this.allowance.tooLarge();
  }

  /** True when more is left unread than DRAIN_LIMIT: the client must not send another request on this connection. */
  leavesConnectionUnusable() {
    return (
      this.overConnection &&
      !this.finished &&
      this.declared !== undefined &&
      this.declared - this.received > DRAIN_LIMIT
    );
  }

  /** The handler is done with the body, whether or not it read all of it. */
  abandon() {
    if (this.abandoned || this.finished) return;
    this.abandoned = true;
    // A body never started is the HTTP server's to skip: it discards it without decoding.
    if (!this.reader) return;
    if (this.overConnection && !this.leavesConnectionUnusable()) void this.drain();
    else this.reader.cancel().catch(() => undefined);
  }

  private async pull(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (!this.reader) {
      const source = this.source();
      if (!source) return this.end(controller);
      this.reader = source.getReader();
    }
    const { done, value } = await this.reader.read();
    if (this.abandoned) return;
    if (done) return this.end(controller);
    this.received += value.byteLength;
    if (this.received <= this.allowance.bytes) return controller.enqueue(value);
    controller.error(this.allowance.tooLarge());
    this.abandon();
  }

  private end(controller: ReadableStreamDefaultController<Uint8Array>) {
    this.finished = true;
    controller.close();
  }

  private async drain() {
    const reader = this.reader!;
    let drained = 0;
    try {
      while (drained <= DRAIN_LIMIT) {
        const { done, value } = await reader.read();
        if (done) return;
        drained += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away meanwhile: nothing left to drain.
    }
  }
}
