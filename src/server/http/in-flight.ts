/**
 * Counts the requests a handler is still working on. `server.close()` calls back once the last connection is gone,
 * but a client that hangs up does not stop its handler: closing the database then would fail that handler's next
 * query (a logged 500 nobody receives). Stopping waits for `idle()` before the database closes.
 */
export function inFlight<A extends unknown[], R>(handle: (...args: A) => R | Promise<R>) {
  let running = 0;
  let waiting: (() => void)[] = [];
  const settle = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    fetch: async (...args: A): Promise<R> => {
      running += 1;
      try {
        return await handle(...args);
      } finally {
        settle();
      }
    },
    /** Resolves when no handler is running (at once if none is). */
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
