import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROUTE_IDS } from '@/lib/schemas/eligibility';
import { PLAN_ROUTE_SOURCES } from '@/lib/schemas/plan';
import { users } from './users';

/**
 * The residence route a customer's plan follows (decision 079): chosen by the customer from their saved route
 * check, or set by the advisor. No row means "not chosen yet"; the plan then suggests the saved check's best route.
 */
export const casePlans = pgTable('case_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  route: text('route', { enum: ROUTE_IDS }).notNull(),
  routeSource: text('route_source', { enum: PLAN_ROUTE_SOURCES }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advisor's change to one item of a customer's plan: waived (not needed for this case) or moved (`position`).
 * The items themselves come from the content (src/content/plan); only the deviations are stored — except the
 * advisor's own items (`title` set), which live only here.
 */
export const casePlanItems = pgTable(
  'case_plan_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    waived: boolean('waived').notNull().default(false),
    /** Overrides the content's order when set (smaller first). */
    position: integer('position'),
    /**
     * Set only on an item the advisor added for this case (decision 085): its title and optional explanation, in
     * the advisor's words. Such an item has no content entry and so no source URL.
     */
    title: text('title'),
    how: text('how'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);
