import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate-limit counters shared by every API process on one PostgreSQL (RATE_LIMIT_STORE=database).
 * `key` is `<limiter>:<subject>` (an IP, an e-mail, a user or token-family id); one row per live window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
