import { API_BASE } from './base';
import { api } from './client';
import { tokens } from './tokens';

/** One Server-Sent Event as GET /api/events sends it (decision 078). */
export interface StreamEvent {
  type: string;
  data: unknown;
}

export interface LiveStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** true once the stream said `ready`; false whenever it is down (callers poll meanwhile). */
  onState: (connected: boolean) => void;
}

/** No `ready` this soon: a proxy is buffering the stream, so it is as good as down. */
const READY_TIMEOUT_MS = 10_000;
const MAX_BACKOFF_MS = 60_000;

/**
 * Holds GET /api/events open with fetch (EventSource cannot send the bearer token), parses its frames, and
 * reconnects with `Last-Event-ID` after any cut, backing off while it keeps failing; a 401 renews the token through
 * the API client's one shared refresh. Silence for three heartbeats counts as a cut. Returns the function that stops.
 */
export function openLiveStream(handlers: LiveStreamHandlers, fetchImpl: typeof fetch = fetch): () => void {
  let stopped = false;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let failures = 0;

  async function once() {
    const token = tokens.getAccessToken();
    if (!token) throw new Error('signed out');
    controller = new AbortController();
    const abort = controller;
    const res = await fetchImpl(`${API_BASE}/events`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
        ...(lastId && { 'Last-Event-ID': lastId }),
      },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (res.status === 401) return api.renewToken(token);
    if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
    let silence = setTimeout(() => abort.abort(), READY_TIMEOUT_MS);
    let heartbeatMs = READY_TIMEOUT_MS;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        clearTimeout(silence);
        silence = setTimeout(() => abort.abort(), heartbeatMs * 3);
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const fields = new Map<string, string>();
          for (const line of buffer.slice(0, cut).split('\n')) {
            const at = line.indexOf(':');
            if (at > 0) fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          buffer = buffer.slice(cut + 2);
          if (fields.has('id')) lastId = fields.get('id')!;
          const data = fields.get('data');
          if (data === undefined) continue;
          const event = { type: fields.get('event') ?? 'message', data: JSON.parse(data) as unknown };
          if (event.type === 'ready') {
            heartbeatMs = (event.data as { heartbeatMs?: number }).heartbeatMs ?? heartbeatMs;
            failures = 0;
            handlers.onState(true);
          } else handlers.onEvent(event);
        }
      }
    } finally {
      clearTimeout(silence);
    }
  }

  void (async () => {
    while (!stopped) {
      try {
        await once();
      } catch {
        failures += 1;
      }
      handlers.onState(false);
      if (stopped || !tokens.getAccessToken()) return;
      const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 6));
      await new Promise((resolve) => setTimeout(resolve, failures === 0 ? 500 : wait));
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
  };
}
