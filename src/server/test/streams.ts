import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Test support: request bodies of any size that are never held whole, and a real GC for memory samples. */

setFlagsFromString('--expose-gc');
/** A real garbage collection before a memory sample, so it shows what is retained, not what awaits collection. */
export const gc = runInNewContext('gc') as () => void;

const CHUNK = 64 * 1024;

/**
 * `head`, then `total` bytes of padding in fresh 64 KB chunks (as a network delivers them), then `tail`. Nothing is
 * produced before the server asks (highWaterMark 0), so `stats.pulled` is what the server read; `onPull` runs
 * before each chunk (memory sampling).
 */
export function streamedBody(
  total: number,
  options: { head?: Uint8Array; tail?: Uint8Array; fill?: number; onPull?: (pulled: number) => void } = {},
) {
  const stats = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        options.onPull?.(stats.pulled);
        if (stats.pulled === 0 && options.head) controller.enqueue(options.head);
        if (stats.pulled >= total) {
          if (options.tail) controller.enqueue(options.tail);
          return controller.close();
        }
        controller.enqueue(new Uint8Array(CHUNK).fill(options.fill ?? 0x20));
        stats.pulled += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, stats };
}
