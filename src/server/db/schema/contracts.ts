import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CancellationDeclaration } from '@/lib/schemas/contracts';
import { checkoutSessions, refunds } from './payments';
import { userPackages } from './packages';
import { users } from './users';

export const CONSENT_KINDS = ['terms', 'privacy', 'start_early'] as const;
export const CANCELLATION_DECISIONS = ['pending', 'accepted', 'rejected'] as const;

/**
 * What a customer agreed to, with the version of the text they saw and when (decision 075): terms and privacy at
 * registration, the express request to start services inside the withdrawal period at checkout. Kept while the
 * account lives and shown in the data export.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The content version of the text (site content's `version` field), e.g. `2026-11-example`. */
    textVersion: text('text_version').notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.givenAt),
    index('consents_checkout_session_idx')
      .on(t.checkoutSessionId)
      .where(sql`${t.checkoutSessionId} is not null`),
  ],
);

/**
 * A withdrawal declared through the withdrawal function (Art. 11a Directive 2011/83/EU): who, which contract, when.
 * The refund it is owed is recorded in `refunds` and linked here.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPackageId: uuid('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contractNumber: text('contract_number').notNull(),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_package_idx').on(t.userPackageId),
    index('withdrawals_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('withdrawals_refund_idx')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
  ],
);

/**
 * A signed-out cancellation (§ 312k BGB): the link mailed to the contract's address, stored as a hash, with what the
 * visitor declared on the page (decision 082); opening it makes the declaration count as of `createdAt`.
 */
export const cancellationLinks = pgTable(
  'cancellation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userPackageId: uuid('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    declaration: jsonb('declaration').$type<CancellationDeclaration>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cancellation_links_user_package_idx').on(t.userPackageId)],
);

/**
 * A cancellation as declared on the page behind "Verträge hier kündigen" (§ 312k (2) BGB, decision 082): its kind,
 * the reason of an extraordinary one, who declared it, the contract, the end asked for (`requestedEndOn`, null for
 * "the earliest possible date") and the end it takes (`endsAt`), when it was received. An extraordinary cancellation
 * waits for staff (`decision`); an ordinary one has none.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPackageId: uuid('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['ordinary', 'extraordinary'] }).notNull(),
    reason: text('reason'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contractNumber: text('contract_number').notNull(),
    requestedEndOn: date('requested_end_on', { mode: 'string' }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    decision: text('decision', { enum: CANCELLATION_DECISIONS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cancellations_pending_idx').on(t.decision, t.receivedAt),
    // Deleting a package, an account or a staff member looks its cancellations up (decision 087).
    index('cancellations_user_package_idx').on(t.userPackageId),
    index('cancellations_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('cancellations_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`${t.decidedBy} is not null`),
  ],
);

export type ConsentRow = typeof consents.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type CancellationRow = typeof cancellations.$inferSelect;
