import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { CHECKOUT_STATUSES, PAYMENT_KINDS, PAYMENT_STATUSES } from '@/lib/schemas/payments';
import { packages, userPackages } from './packages';
import { users } from './users';

const PROVIDERS = ['test', 'stripe'] as const;

/**
 * One attempt to buy a package. The amount is copied from the catalog row when the session opens; nothing the
 * browser sends can change it. `status` moves open → complete (paid, fulfilled) or open → expired.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    url: text('url').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['EUR'] }).notNull(),
    /** The language the buyer used: the test page, Stripe's page and the return URL follow it. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    /** `purchase` buys a package; `upgrade` pays the prorated difference to switch `userPackageId` (decision 074). */
    purpose: text('purpose', { enum: ['purchase', 'upgrade'] })
      .notNull()
      .default('purchase'),
    /** The package an upgrade switches, and the package it switches to is `packageId`. */
    userPackageId: uuid('user_package_id').references(() => userPackages.id, { onDelete: 'cascade' }),
    /** When the buyer ticked "start my services now" (the express request of § 356 (4) BGB); null: not asked. */
    startEarlyAt: timestamp('start_early_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('checkout_sessions_open_idx').on(t.userId, t.packageId, t.status),
    index('checkout_sessions_user_package_idx')
      .on(t.userPackageId)
      .where(sql`${t.userPackageId} is not null`),
    uniqueIndex('checkout_sessions_provider_idx')
      .on(t.providerSessionId)
      .where(sql`${t.providerSessionId} is not null`),
  ],
);

/** The seller as a receipt names it (site.yaml's company and seller.json, `payments/seller.ts`). */
export interface ReceiptSeller {
  example: boolean;
  name: string;
  address: string[];
  email: string;
  vatId: string;
  vatRatePercent: number;
}

/**
 * Every seller a receipt was issued by, once each (decision 091): a payment names its seller by `key` (a hash of
 * the details), so a receipt rendered later — on download, or when its mail is sent — shows the seller it was
 * issued by, even after the company's details changed. Rows are never deleted.
 */
export const receiptSellers = pgTable('receipt_sellers', {
  key: text('key').primaryKey(),
  seller: jsonb('seller').$type<ReceiptSeller>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A charge: a purchase (one per paid checkout session) or a monthly renewal, succeeded or not. The customer and
 * package name are copied when it succeeds, so a receipt reads the same later (a receipt outlives the account:
 * `user_id` becomes null on deletion, the row stays for bookkeeping).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    userPackageId: uuid('user_package_id').references(() => userPackages.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    /** Stripe's invoice or payment intent id: a second event about the same charge cannot record it twice. */
    providerRef: text('provider_ref'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The sum of this payment's refunds; never above `amountCents` (checked). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency', { enum: ['EUR'] }).notNull(),
    failureCode: text('failure_code'),
    receiptNumber: text('receipt_number'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    packageName: jsonb('package_name').$type<Record<Locale, string>>(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who issued the receipt (decision 091); null on payments from before, whose receipts name today's seller. */
    sellerKey: text('seller_key').references(() => receiptSellers.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // A package's and a checkout's payments (export, deletion's set null): the unique indexes below are partial.
    index('payments_user_package_idx')
      .on(t.userPackageId)
      .where(sql`${t.userPackageId} is not null`),
    index('payments_checkout_session_idx')
      .on(t.checkoutSessionId)
      .where(sql`${t.checkoutSessionId} is not null`),
    uniqueIndex('payments_receipt_idx')
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    // At most one successful charge per provider charge, per checkout session and per paid period.
    uniqueIndex('payments_provider_ref_idx')
      .on(t.providerRef)
      .where(sql`${t.status} = 'succeeded' and ${t.providerRef} is not null`),
    uniqueIndex('payments_session_paid_idx')
      .on(t.checkoutSessionId)
      .where(sql`${t.status} = 'succeeded' and ${t.kind} = 'purchase'`),
    uniqueIndex('payments_period_paid_idx')
      .on(t.userPackageId, t.periodStart)
      .where(sql`${t.status} = 'succeeded'`),
    check('payments_refund_limit', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/**
 * Money given back on a payment (decision 074): by an admin (full or partial) or owed after a withdrawal. The credit
 * note's number is the receipt's with `-G1`, `-G2`… so it needs no counter of its own.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    /** Stripe's refund id; null for the test provider. */
    providerRef: text('provider_ref'),
    /** Whether the package went on although the running period was refunded in full. */
    keptPackage: boolean('kept_package').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_created_by_idx')
      .on(t.createdBy)
      .where(sql`${t.createdBy} is not null`),
    uniqueIndex('refunds_provider_ref_idx')
      .on(t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    check('refunds_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Receipt numbers per year, taken inside the paying transaction: a rollback gives the number back, so no gaps. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Stripe event ids already handled, written in the same transaction as the event's effects. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
