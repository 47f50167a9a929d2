import { and, asc, eq, gt, isNotNull, isNull, max, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LiveEventType } from '@/lib/schemas/events';
import type { Database } from '@/server/db/client';
import { liveEvents, users } from '@/server/db/schema';
import { logError } from '@/server/log/logger';

/** One event as a stream sends it. */
export interface DeliveredEvent {
  id: number;
  type: LiveEventType;
  payload: Record<string, unknown>;
}

/** Who holds a stream: an account, and for staff the role that decides which cases' events reach them. */
export interface Audience {
  userId: string;
  staff: 'admin' | 'advisor' | null;
}

export interface Subscriber extends Audience {
  deliver: (event: DeliveredEvent) => void;
  /** Writes the heartbeat comment. */
  ping: () => void;
  /** Ends the stream (server shutdown). */
  close: () => void;
}

const BATCH = 500;
const caseOwner = alias(users, 'event_case');

/**
 * The events after `afterId` in id order, with the advisor of the case each staff event is about (read now, so a
 * reassigned case's events go to its new advisor). `only` narrows them to one audience (a stream's replay).
 */
export async function eventsAfter(db: Database, afterId: number, only?: Audience) {
  return db
    .select({
      id: liveEvents.id,
      type: liveEvents.type,
      payload: liveEvents.payload,
      userId: liveEvents.userId,
      caseId: liveEvents.caseId,
      advisorId: caseOwner.assignedAdvisorId,
    })
    .from(liveEvents)
    .leftJoin(caseOwner, eq(caseOwner.id, liveEvents.caseId))
    .where(and(gt(liveEvents.id, afterId), only && audienceFilter(only)))
    .orderBy(asc(liveEvents.id))
    .limit(BATCH);
}

type EventRow = Awaited<ReturnType<typeof eventsAfter>>[number];

/** The staff side of a case: its advisor, every admin, and every staff member while no advisor is assigned. */
function audienceFilter(who: Audience): SQL | undefined {
  const own = eq(liveEvents.userId, who.userId);
  if (!who.staff) return own;
  const staffSide = and(isNull(liveEvents.userId), isNotNull(liveEvents.caseId));
  if (who.staff === 'admin') return or(own, staffSide);
  return or(own, and(staffSide, or(eq(caseOwner.assignedAdvisorId, who.userId), isNull(caseOwner.assignedAdvisorId))));
}

export function reaches(who: Audience, row: EventRow): boolean {
  if (row.userId) return row.userId === who.userId;
  if (!row.caseId || !who.staff) return false;
  return who.staff === 'admin' || row.advisorId === null || row.advisorId === who.userId;
}

export const toDelivered = (row: EventRow): DeliveredEvent => ({
  id: row.id,
  type: row.type as LiveEventType,
  payload: row.payload,
});

/** What LISTEN needs from postgres.js (the drizzle client's `$client`). */
interface ListeningClient {
  listen: (channel: string, onNotify: () => void, onListen?: () => void) => Promise<{ unlisten: () => Promise<void> }>;
}

/**
 * One per database handle, in each process: follows `live_events` with a cursor and hands each new row to the
 * streams it reaches. Woken by NOTIFY on PostgreSQL (any process's write), by `wakeHub` after a local commit, and
 * by the heartbeat as a safety net; the cursor makes every wake-up idempotent.
 */
export class EventHub {
  readonly subscribers = new Set<Subscriber>();
  private cursor = 0;
  private started: Promise<void> | null = null;
  private pulling = false;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: { heartbeatMs: number; channel: string },
  ) {}

  /** Starts following (once) and resolves to the id streams begin after when the client sends no Last-Event-ID. */
  async start(): Promise<number> {
    this.started ??= this.begin();
    await this.started;
    return this.cursor;
  }

  private async begin() {
    const [row] = await this.db.select({ last: max(liveEvents.id) }).from(liveEvents);
    this.cursor = row?.last ?? 0;
    const client = (this.db as unknown as { $client?: unknown }).$client;
    if (typeof client === 'function') {
      const listening = await (client as unknown as ListeningClient).listen(
        this.options.channel,
        () => this.wake(),
        // Also on every reconnect of the LISTEN connection: catch up on what was sent while it was down.
        () => this.wake(),
      );
      this.unlisten = listening.unlisten;
    }
    this.timer = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  private beat() {
    for (const subscriber of this.subscribers) subscriber.ping();
    this.wake();
  }

  wake() {
    if (!this.started) return;
    if (this.pulling) {
      this.again = true;
      return;
    }
    this.pulling = true;
    void this.pull().finally(() => (this.pulling = false));
  }

  private async pull() {
    try {
      await this.started;
      do {
        this.again = false;
        let rows: EventRow[];
        do {
          rows = await eventsAfter(this.db, this.cursor);
          for (const row of rows) {
            this.cursor = row.id;
            const event = toDelivered(row);
            for (const subscriber of this.subscribers) if (reaches(subscriber, row)) subscriber.deliver(event);
          }
        } while (rows.length === BATCH);
      } while (this.again);
    } catch (error) {
      // The next wake-up (NOTIFY, a write, the heartbeat) tries again from the same cursor: nothing is lost.
      logError('live events could not be read', error);
    }
  }

  /** Ends every open stream and stops following: the server can then close (ops' SIGTERM drain calls this). */
  async closeAll() {
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    this.started = null;
  }
}

const hubs = new WeakMap<Database, EventHub>();

export function eventHub(db: Database, options: { heartbeatMs: number; channel: string }): EventHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventHub(db, options);
    hubs.set(db, hub);
  }
  return hub;
}

/** After a local commit: the streams of this process hear about it at once (PGlite has no NOTIFY across processes). */
export const wakeHub = (db: Database) => hubs.get(db)?.wake();

/** Every open stream of this database handle ends (shutdown); a no-op when none was opened. */
export const closeEventStreams = (db: Database) => hubs.get(db)?.closeAll() ?? Promise.resolve();
