import { atom } from 'nanostores';
import { openLiveStream, type StreamEvent } from '@/lib/api/events';
import { NOTIFICATION_POLL_MS } from '@/lib/constants';
import { onReturnToTab } from './tab-focus';

/**
 * The one live stream of a tab (GET /api/events, decision 078), shared by every store that wants pushes. While
 * `$live` is false the stores poll as they did before the stream existed (a proxy that buffers, a network down).
 */
export const $live = atom(false);

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
let users = 0;
let stop: (() => void) | null = null;

function dispatch(event: StreamEvent) {
  for (const handler of handlers.get(event.type) ?? []) handler(event.data);
}

/** Runs `handler` for each pushed event of `type` and keeps the stream open meanwhile; returns the unsubscribe. */
export function onLive(type: string, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  users += 1;
  stop ??= openLiveStream({ onEvent: dispatch, onState: (connected) => $live.set(connected) });
  return () => {
    set.delete(handler);
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
      $live.set(false);
    }
  };
}

/**
 * A screen's live data: `refresh` now, pushed events through `handlers` (by type), and — only while the stream is
 * down — `refresh` every NOTIFICATION_POLL_MS and on return to the tab; once more when the stream (re)connects, in
 * case its replay window had expired. Returns the function that stops all of it.
 */
export function watchLive(refresh: () => Promise<unknown>, handlers: Record<string, Handler>): () => void {
  const again = () => void refresh().catch(() => undefined);
  again();
  const stops = Object.entries(handlers).map(([type, handler]) => onLive(type, handler));
  const stopLive = $live.listen((live) => live && again());
  const timer = setInterval(() => !$live.get() && again(), NOTIFICATION_POLL_MS);
  const stopFocus = onReturnToTab(() => !$live.get() && again());
  return () => {
    for (const stop of stops) stop();
    stopLive();
    clearInterval(timer);
    stopFocus();
  };
}
