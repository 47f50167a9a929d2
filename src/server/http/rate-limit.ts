import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { rateLimits } from '@/server/db/schema';
import { tooManyRequests } from './errors';

/** A count of hits per key in a fixed window; where the counts live is the store's business. */
interface WindowStore {
  /** Counts one hit; answers the count in the current window and when it ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  peek(key: string, now: number): Promise<{ count: number; resetAt: number } | null>;
  reset(key: string): Promise<void>;
}

/** One process (`npm start` on PGlite): counts in memory, expired windows swept now and then. */
export function memoryWindows(): WindowStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs, now) {
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        sweep(now);
        return fresh;
      }
      current.count += 1;
      return current;
    },
    async peek(key, now) {
      const current = windows.get(key);
      return current && current.resetAt > now ? current : null;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Several processes on one PostgreSQL: one atomic upsert per hit, so a limit is reached after the same number of
 * hits whichever process they land on. Rows of ended windows are restarted in place or deleted by the cleanup job.
 */
export function databaseWindows(db: AppDeps['db']): WindowStore {
  return {
    async hit(key, windowMs, now) {
      // A raw Date in sql`` is not serialised by postgres.js; an ISO string with a cast works on both drivers.
      const at = sql`${new Date(now).toISOString()}::timestamptz`;
      const resetAt = new Date(now + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return { count: row!.count, resetAt: row!.resetAt.getTime() };
    },
    async peek(key, now) {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key}`);
      return row && row.resetAt.getTime() > now ? { count: row.count, resetAt: row.resetAt.getTime() } : null;
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
  };
}

/** Deletes the rows of ended windows (cleanup job). */
export const deleteEndedWindows = (db: AppDeps['db'], now: Date) =>
  db.delete(rateLimits).where(lt(rateLimits.resetAt, now));

export interface RateLimiter {
  /** Counts one hit for `key`; rejects with the 429 ApiError (with Retry-After) once the limit is passed. */
  hit(key: string): Promise<void>;
  /**
   * Rejects without counting, for limits that count only failures (login attempts). Resolves to the hits counted
   * in the current window, so a caller can skip `reset` (a write) when there is nothing to reset.
   */
  check(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

const stores = new WeakMap<AppDeps, WindowStore>();

/**
 * What a counter is stored under: the limit's name and a hash of what it counts. Limits count e-mail addresses
 * and IP addresses; the table must not become a list of them (nor outlive an account's deletion with them).
 */
export const counterKey = (name: string, key: string) =>
  `${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;

/**
 * A named limit of `limit` hits per `windowMs`, on the app's clock. Counters live where RATE_LIMIT_STORE says:
 * in memory for one process, in PostgreSQL when several processes share the database (the default with
 * DATABASE_URL). Create limiters per app instance, never as module globals (each test app gets its own).
 */
export function rateLimiter(deps: AppDeps, name: string, limit: number, windowMs: number): RateLimiter {
  let store = stores.get(deps);
  if (!store) {
    store = deps.env.RATE_LIMIT_STORE === 'database' ? databaseWindows(deps.db) : memoryWindows();
    stores.set(deps, store);
  }
  const windows = store;
  const now = () => deps.now().getTime();
  const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));
  return {
    async hit(key) {
      const w = await windows.hit(counterKey(name, key), windowMs, now());
      if (w.count > limit) throw tooManyRequests(retryAfter(w.resetAt));
    },
    async check(key) {
      const w = await windows.peek(counterKey(name, key), now());
      if (w && w.count >= limit) throw tooManyRequests(retryAfter(w.resetAt));
      return w?.count ?? 0;
    },
    reset: (key) => windows.reset(counterKey(name, key)),
  };
}
