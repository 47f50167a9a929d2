/** Test support: reads a Server-Sent Events answer frame by frame (what EventSource does, minus reconnecting). */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseReader {
  /** The next event (comments skipped), or a rejection after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<SseEvent>;
  /** Events that arrive within `ms`, however many. */
  drain: (ms: number) => Promise<SseEvent[]>;
  /** Heartbeat comments seen so far. */
  pings: () => number;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => Promise<void>;
}

export function readSse(res: Response): SseReader {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let pings = 0;
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) pings += 1;
          const at = line.indexOf(': ');
          if (at > 0) fields.set(line.slice(0, at), line.slice(at + 2));
        }
        if (!fields.has('data')) continue;
        queue.push({
          id: fields.get('id'),
          event: fields.get('event') ?? 'message',
          data: JSON.parse(fields.get('data')!),
        });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
    waiters.splice(0).forEach((wake) => wake());
  })();

  const next = async (timeoutMs = 2000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
    return queue.shift()!;
  };
  return {
    next,
    drain: async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    pings: () => pings,
    ended,
    close: async () => {
      await reader.cancel().catch(() => {});
    },
  };
}
