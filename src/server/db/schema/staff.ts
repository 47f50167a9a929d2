import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditDetail } from '@/lib/schemas/audit';
import { USER_ROLES } from '@/lib/schemas/roles';
import { users } from './users';

/**
 * Append-only record of every staff write, inserted in the write's own transaction (decision 033). No foreign
 * keys on purpose: a row must never change, not even when the account it names is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Allocation order, so rows written in the same millisecond still list in the order they happened. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** null when the system acted (round-robin assignment, first admin from the environment). */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role', { enum: USER_ROLES }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** The customer whose case this concerns. */
    caseId: uuid('case_id'),
    detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
  },
  (t) => [
    index('audit_log_case_idx').on(t.caseId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    // The log's action filter, newest first with keyset pages (decision 088).
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * Numbers the versions of the audit log's pages (staff/audit-answers.ts, decision 102): deferred triggers (migration
 * 0030) take the next value at the commit of an audit row, and of a change to a name the pages show (any account's
 * first or last name, or its deletion). The log itself is append-only, so its pages change only this way.
 */
export const auditRevision = pgSequence('audit_revision');

/**
 * Numbers the versions of the team page (staff/team-answers.ts, decision 102): deferred triggers (migration 0030)
 * take the next value at the commit of a staff account added, changed in a column the page shows (a sign-in too) or
 * deleted, and of any change to `advisor_case_counts`.
 */
export const teamRevision = pgSequence('team_revision');

/**
 * How many customers each staff member has (the team page), kept by deferred triggers on `users` (migration 0025,
 * decision 096) in the transaction that assigns, moves or deletes a customer: the page reads 50 rows instead of
 * counting 90,000 assignments on every visit. No row: no customer yet.
 */
export const advisorCaseCounts = pgTable('advisor_case_counts', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cases: integer('cases').notNull().default(0),
});

/** Internal notes on a customer's case: a thread for staff only, never part of any customer answer. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('case_notes_customer_idx').on(t.customerId, t.createdAt),
    index('case_notes_author_idx')
      .on(t.authorId)
      .where(sql`${t.authorId} is not null`),
  ],
);

/** Whose turn it is: the advisor with the lowest `turn` (never assigned first) gets the next customer. */
export const advisorRotation = pgTable('advisor_rotation', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  turn: bigint('turn', { mode: 'number' }).notNull(),
});
