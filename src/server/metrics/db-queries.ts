import { PgPreparedQuery } from 'drizzle-orm/pg-core';

export interface QueryStats {
  /** Queries sent and not yet answered, on both drivers (a pool's in-use plus its waiting). */
  active: number;
  errors: number;
}

type QueryRunner = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
/** Runs around each query: tracing.ts puts a span there. */
export type QueryWrap = (statement: string, run: () => Promise<unknown>) => Promise<unknown>;

const stats: QueryStats = { active: 0, errors: 0 };
const wraps: QueryWrap[] = [];
let installed = false;

/**
 * Counts queries where both drivers (PGlite, postgres.js) pass every query, prepared or not: Drizzle's
 * `queryWithCache`. postgres.js does not publish its pool's state, so in-use and waiting are derived from the
 * queries under way and the pool size (registry.ts). Installed only when metrics or traces are on; the cost is
 * two counter updates per query.
 */
export function watchQueries(wrap?: QueryWrap): QueryStats {
  if (wrap) wraps.push(wrap);
  if (installed) return stats;
  installed = true;
  const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryRunner };
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, queryString, params, query) {
    stats.active += 1;
    try {
      let run = () => original.call(this, queryString, params, query);
      for (const w of wraps) {
        const inner = run;
        run = () => w(queryString, inner);
      }
      return await run();
    } catch (error) {
      stats.errors += 1;
      throw error;
    } finally {
      stats.active -= 1;
    }
  };
  return stats;
}
