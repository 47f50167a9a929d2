import { date, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TOOLS } from '@/lib/schemas/eligibility';
import { users } from './users';

/** A route check or Chancenkarte result a signed-in user saved to their case: the answers and what the rules said. */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool', { enum: TOOLS }).notNull(),
    answers: jsonb('answers').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eligibility_checks_user_idx').on(t.userId, t.createdAt)],
);

/** ECB euro reference rates, one row per currency and ECB date; `fetchedAt` tells the daily job when it last ran. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date').notNull(),
    /** Units of the currency per euro. */
    rate: doublePrecision('rate').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);
