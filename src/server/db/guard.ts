import type { Sql } from 'postgres';
import type { Availability } from './availability';
import { DatabaseUnavailableError } from './unavailable';

/** A postgres.js query as far as the guard needs it: lazy (runs on `then`), `active` once a connection runs it. */
interface PendingQuery extends PromiseLike<unknown> {
  active: boolean;
  values: () => PendingQuery;
  cancel: () => unknown;
}

/** What Drizzle calls on a query from `client.unsafe()`: `.values()` and `await`. */
interface Guarded extends PromiseLike<unknown> {
  values: () => Guarded;
}

/**
 * postgres.js has a connect and (through the server's statement_timeout) a statement time limit, but no limit on
 * waiting for a pool connection: a query queued behind a busy or reconnecting pool waits for as long as that takes.
 * This wraps the client Drizzle uses so that every query and transaction
 *  - fails at once while the database is known to be down (availability.ts), and
 *  - gives up after `acquireMs` without a connection (a queued query is taken off the queue, so it never runs
 *    after its request was answered).
 * Outcomes feed the availability tracker. Queries inside a transaction run on its connection and are not wrapped.
 */
export function guardClient(client: Sql, availability: Availability, acquireMs: number): Sql {
  const watch = (query: PendingQuery): Guarded => {
    let result: Promise<unknown> | undefined;
    const run = () =>
      (result ??= new Promise((resolve, reject) => {
        availability.check();
        const timer = setTimeout(() => {
          if (query.active) return;
          query.cancel();
          reject(new DatabaseUnavailableError('acquire-timeout'));
        }, acquireMs);
        query.then(
          (rows) => (clearTimeout(timer), availability.succeeded(), resolve(rows)),
          (error: unknown) => (clearTimeout(timer), availability.failed(error), reject(error as Error)),
        );
      }));
    return {
      values: () => watch(query.values()),
      then: (onResolved, onRejected) => run().then(onResolved, onRejected),
    };
  };

  const begin = async (...args: unknown[]) => {
    availability.check();
    const fn = args.at(-1) as (sql: unknown) => unknown;
    let abandoned = false;
    let bodyError: unknown;
    let timer: NodeJS.Timeout | undefined;
    const started = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        reject(new DatabaseUnavailableError('acquire-timeout'));
      }, acquireMs);
    });
    // A transaction that gets its connection after its request gave up must not run: it rolls back unseen.
    const body = (sql: unknown) => {
      clearTimeout(timer);
      if (abandoned) throw new DatabaseUnavailableError('acquire-timeout');
      // What the body throws is the caller's failure (a job's failed fetch: ENOTFOUND), not the database's: it
      // must not mark the database down. A server that died mid-transaction shows at the next query or begin.
      return Promise.resolve()
        .then(() => fn(sql))
        .catch((error: unknown) => {
          bodyError = error;
          throw error;
        });
    };
    const transaction = (client.begin as (...a: unknown[]) => Promise<unknown>)(...args.slice(0, -1), body);
    transaction.catch(() => undefined);
    try {
      const result = await Promise.race([transaction, started]);
      availability.succeeded();
      return result;
    } catch (error) {
      if (error !== bodyError) availability.failed(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (...args: Parameters<Sql['unsafe']>) => watch(target.unsafe(...args) as unknown as PendingQuery);
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
