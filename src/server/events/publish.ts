import { sql } from 'drizzle-orm';
import type { LiveEventType } from '@/lib/schemas/events';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { insertJsonRows } from '@/server/db/json-rows';
import { liveEvents } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { wakeHub } from './hub';

/** The NOTIFY channel every API process LISTENs on (PostgreSQL only). */
export const EVENTS_CHANNEL = 'portal_live_events';

/** An event for one account (`userId`) or for the staff side of a case (`caseId`, no user). */
export interface LiveEventInput {
  type: Exclude<LiveEventType, 'ready'>;
  userId?: string;
  caseId?: string;
  payload: Record<string, unknown>;
}

/** postgres.js's client is a callable tagged template; PGlite's is an object. */
export const isPostgres = (db: Database) => typeof (db as unknown as { $client?: unknown }).$client === 'function';

/**
 * Writes the events in `tx`. On PostgreSQL a transaction-scoped advisory lock makes event ids commit in id order
 * (a stream's cursor never skips a row a slower transaction commits later), and NOTIFY, sent at commit, wakes every
 * process. PGlite is one process with one connection: order holds by itself and the caller wakes the hub.
 */
async function writeEvents(tx: Transaction, postgres: boolean, events: LiveEventInput[], at: Date) {
  if (events.length === 0) return;
  if (postgres) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:live-events'))`);
  // One json parameter however many events (a renewal batch writes a thousand): insertJsonRows, decision 100.
  await tx.execute(
    insertJsonRows(
      liveEvents,
      events.map((e) => ({
        type: e.type,
        userId: e.userId ?? null,
        caseId: e.caseId ?? null,
        payload: e.payload,
        createdAt: at,
      })),
    ),
  );
  if (postgres) await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}

export type Emit = (event: LiveEventInput) => void;

/** Work for the very end of the transaction, after its events are written (what a deferred trigger would do). */
export type AtCommit = (last: (tx: Transaction) => Promise<void>) => void;

/**
 * Runs `work` in a transaction whose emitted events commit with it (or not at all), then wakes this process's
 * streams. Every writer of live events goes through here. `atCommit` work runs after the events' lock is taken, as
 * the deferred revision triggers do at commit (decision 100: the renewal batch bumps its owners' revisions so).
 */
export async function transactionWithEvents<T>(
  deps: AppDeps,
  work: (tx: Transaction, emit: Emit, atCommit: AtCommit) => Promise<T>,
): Promise<T> {
  const postgres = isPostgres(deps.db);
  const result = await deps.db.transaction(async (tx) => {
    const pending: LiveEventInput[] = [];
    const last: ((tx: Transaction) => Promise<void>)[] = [];
    const value = await work(
      tx,
      (event) => pending.push(event),
      (fn) => last.push(fn),
    );
    await writeEvents(tx, postgres, pending, deps.now());
    for (const fn of last) await fn(tx);
    return value;
  });
  wakeHub(deps.db);
  return result;
}

/** One event on its own (a notification written outside a transaction). */
export const publishEvent = (deps: AppDeps, event: LiveEventInput) =>
  transactionWithEvents(deps, async (_tx, emit) => emit(event));
