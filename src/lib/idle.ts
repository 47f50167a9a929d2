/**
 * Work a page's first view does not need, started once the main thread is idle (decision 105). On the dashboard the
 * session check opened the gate and every card's effect started its request in the same task as React's commit: a
 * long task, and Lighthouse's Total Blocking Time counts each observed task four times over on a phone. Started when
 * idle, each such start is a task of its own, after what the visitor sees first has been painted.
 */
type Stop = () => void;

/** The longest an idle start may wait while the page stays busy. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` in an idle period (at most `timeoutMs` later); returns the function that cancels it if not yet run. */
export function whenIdle(task: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): Stop {
  // Safari has no requestIdleCallback: the next task after the current one is still a task of its own.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}

/**
 * `start` (a store's watch: it returns its own stop) when idle; the returned function cancels the start if it has
 * not run yet and stops what it started otherwise, so it fits a React effect's clean-up:
 * `useEffect(() => startWhenIdle(watchNotifications), [])`.
 */
export function startWhenIdle(start: () => Stop | void, timeoutMs?: number): Stop {
  let stop: Stop | void;
  let ended = false;
  const cancel = whenIdle(() => {
    if (!ended) stop = start();
  }, timeoutMs);
  return () => {
    ended = true;
    cancel();
    stop?.();
  };
}
