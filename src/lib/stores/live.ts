import { atom } from 'nanostores';
import { openLiveStream, type StreamEvent } from '@/lib/api/events';

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
