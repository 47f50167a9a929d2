import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import { PACKAGE_TYPES } from '@/lib/schemas/catalog';
import { PACKAGE_STATUSES, STEP_STATUSES } from '@/lib/schemas/user-packages';
import { users } from './users';

type Localized = Record<Locale, string>;
export type PackageText = Record<Locale, { name: string; description: string; features: string[]; services: string[] }>;
export type CatalogStep = { key: string; required: boolean; title: Localized };

/**
 * The catalog as the server charges it, synced at start from the content files (src/lib/catalog/packages.ts).
 * One row per code, updated in place; a code that leaves the catalog is retired, never deleted, because payments
 * and bought packages point at it.
 */
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  type: text('type', { enum: PACKAGE_TYPES }).notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency', { enum: ['EUR'] })
    .notNull()
    .default('EUR'),
  /** null: unlimited. */
  durationMonths: integer('duration_months'),
  sortOrder: integer('sort_order').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  text: jsonb('text').$type<PackageText>().notNull(),
  processSteps: jsonb('process_steps').$type<CatalogStep[]>().notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hash of the content last synced, so a start without catalog changes writes nothing. */
export const catalogState = pgTable('catalog_state', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/**
 * A package a customer bought. `endDate` ends the paid period (a monthly package renews there), `termEndDate` the
 * whole term (null: unlimited). One row per checkout session: the unique index is the exactly-once backstop.
 */
export const userPackages = pgTable(
  'user_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    checkoutSessionId: uuid('checkout_session_id').notNull(),
    /** What the customer types to cancel or withdraw signed out: the purchase's receipt number (decision 075). */
    contractNumber: text('contract_number'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    status: text('status', { enum: PACKAGE_STATUSES }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    termEndDate: timestamp('term_end_date', { withTimezone: true }),
    /** The price of one period as bought: a renewal charges this, whatever the catalog says later. */
    priceCents: integer('price_cents').notNull(),
    autoRenew: boolean('auto_renew').notNull(),
    /** Copied from the package's type: at most one active monthly package per customer (index below, decision 074). */
    monthly: boolean('monthly').notNull().default(false),
    /** A downgrade waiting for the period's end (decision 074): the renewal switches to this package, then charges. */
    scheduledPackageId: uuid('scheduled_package_id').references(() => packages.id),
    /** When the customer cancelled (§ 312k BGB, "jetzt kündigen"): renewal stops, the paid period runs out. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A cancellation for a later date than the paid period's end (decision 082): renewal stops once a period reaches it. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    notes: text('notes'),
    /** When every required step was completed (staff move the steps). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_packages_user_idx').on(t.userId, t.createdAt),
    index('user_packages_due_idx').on(t.status, t.endDate),
    uniqueIndex('user_packages_checkout_idx').on(t.checkoutSessionId),
    // One monthly package at a time, whatever the code does: two charges a month are impossible (decision 074).
    uniqueIndex('user_packages_one_monthly_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active' and ${t.monthly}`),
    uniqueIndex('user_packages_subscription_idx')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
  ],
);

/** The package's process steps, copied at purchase so a later catalog edit does not rewrite a customer's case. */
export const userPackageSteps = pgTable(
  'user_package_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPackageId: uuid('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    required: boolean('required').notNull(),
    status: text('status', { enum: STEP_STATUSES }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    notes: text('notes'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_package_steps_key_idx').on(t.userPackageId, t.key),
    index('user_package_steps_updated_by_idx')
      .on(t.updatedBy)
      .where(sql`${t.updatedBy} is not null`),
  ],
);

export type PackageRow = typeof packages.$inferSelect;
export type UserPackageRow = typeof userPackages.$inferSelect;
export type UserPackageStepRow = typeof userPackageSteps.$inferSelect;

/**
 * A number per user that deferred triggers bump, at commit, whenever a row of their packages list changes (their
 * packages, the steps, a catalog entry they bought; migration 0014): kept list answers are keyed by it
 * (user-packages/list-answers.ts, decision 061). No row until the first change, read as 0.
 */
export const packageRevisions = pgTable('package_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});
