import { DatabaseUnavailableError, isOutage } from './unavailable';

/**
 * Whether the database answered lately, per database handle. The first outage-class failure marks it down; while
 * down, queries fail at once (no request waits on a dead server) and a probe asks the server every
 * `probeEveryMs` until it answers, which marks it up again. So an outage costs each request a few milliseconds and
 * the process serves again within one probe interval plus a connect of the database's return.
 */
export interface Availability {
  readonly up: boolean;
  /** Since when the database is down (undefined while up). */
  readonly downSince: Date | undefined;
  /** Throws DatabaseUnavailableError while down: the fail-fast check before a query. */
  check: () => void;
  /** Feed a query's outcome: an outage error marks down, a success marks up. */
  failed: (error: unknown) => void;
  succeeded: () => void;
  stop: () => void;
}

export function trackAvailability(probe: () => Promise<unknown>, probeEveryMs = 250): Availability {
  let downSince: Date | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      probe().then(state.succeeded, () => schedule());
    }, probeEveryMs);
    timer.unref();
  };

  const state: Availability = {
    get up() {
      return downSince === undefined;
    },
    get downSince() {
      return downSince;
    },
    check: () => {
      if (downSince) throw new DatabaseUnavailableError('down');
    },
    failed: (error) => {
      if (!isOutage(error) || downSince) return;
      downSince = new Date();
      schedule();
    },
    succeeded: () => {
      downSince = undefined;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return state;
}

/** An embedded database has no outage to track: always up. */
export const alwaysUp: Availability = {
  up: true,
  downSince: undefined,
  check: () => undefined,
  failed: () => undefined,
  succeeded: () => undefined,
  stop: () => undefined,
};

const byDatabase = new WeakMap<object, Availability>();

/** Registered by `openDatabase` (db/client.ts) for the handle's `db`; read by the API's gate and the readiness probe. */
export const registerAvailability = (db: object, availability: Availability) => byDatabase.set(db, availability);
export const availabilityOf = (db: object): Availability => byDatabase.get(db) ?? alwaysUp;
