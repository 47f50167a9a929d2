import { Hono } from 'hono';
import { isStaffRole } from '@/lib/schemas/roles';
import type { AppDeps, AppEnv } from '@/server/context';
import { answersFile } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import {
  eventsAfter,
  eventHub,
  reaches,
  toDelivered,
  type Audience,
  type DeliveredEvent,
  type Subscriber,
} from './hub';
import { EVENTS_CHANNEL } from './publish';

/** A stream whose client stopped reading holds this much unsent text at most; then it is cut (the client resumes). */
const BACKLOG_LIMIT = 1 << 20;
const encoder = new TextEncoder();

const frame = (event: DeliveredEvent) =>
  encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);

/** `Last-Event-ID` as the browser resends it; anything else means "from now". */
function lastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

/**
 * GET /api/events: Server-Sent Events for the signed-in user (decision 078). The client reads it with fetch (so the
 * bearer token goes in the header, never the URL). First a `ready` event (with the id to resume from when the
 * client brought none), then the
 * rows of `live_events` that reach this user; a `: ping` comment every heartbeat keeps proxies from closing it.
 * With `Last-Event-ID` the missed rows are replayed from the table first, and a row arriving live during the replay
 * is held back until the replay has passed it: in order, none lost, none twice.
 */
export function eventRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const hub = eventHub(deps.db, { heartbeatMs: deps.env.EVENTS_HEARTBEAT_MS, channel: EVENTS_CHANNEL });

  r.get('/', answersFile('text/event-stream'), requireAuth(deps), async (c) => {
    const audience: Audience = {
      userId: c.var.userId,
      staff: isStaffRole(c.var.role) ? (c.var.role === 'admin' ? 'admin' : 'advisor') : null,
    };
    const now = await hub.start();
    const resumeFrom = lastEventId(c.req.header('last-event-id'));
    let sent = resumeFrom ?? now;
    let replaying = true;
    const held: DeliveredEvent[] = [];
    let subscriber: Subscriber | null = null;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const push = (bytes: Uint8Array) => {
          if ((controller.desiredSize ?? 0) < -BACKLOG_LIMIT) return subscriber?.close();
          controller.enqueue(bytes);
        };
        const send = (event: DeliveredEvent) => {
          if (event.id <= sent) return;
          sent = event.id;
          push(frame(event));
        };
        subscriber = {
          ...audience,
          deliver: (event) => (replaying ? held.push(event) : send(event)),
          ping: () => push(encoder.encode(': ping\n\n')),
          close: () => {
            hub.subscribers.delete(subscriber!);
            try {
              controller.close();
            } catch {
              // Already closed by the client.
            }
          },
        };
        hub.subscribers.add(subscriber);
        // First the heartbeat interval, with the id to resume from when the client brought none.
        const ready = `event: ready\ndata: ${JSON.stringify({ heartbeatMs: deps.env.EVENTS_HEARTBEAT_MS })}\n`;
        push(encoder.encode(`retry: 3000\n${ready}${resumeFrom === null ? `id: ${now}\n` : ''}\n`));
        // Subscribed before the replay reads the table: a row committed meanwhile is either replayed or held.
        void (async () => {
          if (resumeFrom !== null) {
            let rows;
            do {
              rows = await eventsAfter(deps.db, sent, audience);
              for (const row of rows) if (reaches(audience, row)) send(toDelivered(row));
            } while (rows.length > 0);
          }
          replaying = false;
          for (const event of held.splice(0)) send(event);
        })().catch(() => subscriber?.close());
      },
      cancel() {
        if (subscriber) hub.subscribers.delete(subscriber);
      },
    });

    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx and similar proxies pass the stream through instead of buffering it.
        'X-Accel-Buffering': 'no',
        // When the stream ends (shutdown), the socket goes too: an idle keep-alive socket would hold server.close().
        Connection: 'close',
      },
    });
  });

  return r;
}
