import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { ACCOUNT_STATUSES, GENDERS, MARITAL_STATUSES } from '@/lib/schemas/enums';
import { USER_ROLES } from '@/lib/schemas/roles';
import { foldSql } from '@/lib/search/fold';

/** A customer account. E-mail is stored lower-cased; uniqueness is on that form. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date'),
    gender: text('gender', { enum: GENDERS }),
    maritalStatus: text('marital_status', { enum: MARITAL_STATUSES }),
    preferredLanguage: text('preferred_language', { enum: LOCALES }).notNull().default('tr'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** `customer` for everyone who registers; staff (`advisor`, `admin`) are created by an admin, never signed up. */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    avatarFileId: uuid('avatar_file_id'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** When the user opened a verification link sent to `email`; null until then (and after a change, until the new one's). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when an admin deactivates a staff account: no login, no refresh, no staff route (decision 032). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Bumped by a password change or reset and by "sign out everywhere": an access token carries the epoch it was
     * signed under, and the live-account check refuses any other (decision 076).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** A customer's advisor: round robin at onboarding completion, admins reassign (decision 034). */
    assignedAdvisorId: uuid('assigned_advisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Name and e-mail folded for the staff's case search (decision 088): kept by the database on every write, the
     * same map `foldForSearch` applies to the words searched for.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(foldSql(`first_name || ' ' || last_name || ' ' || email`))),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The case list's orders (decision 088): newest first for everyone, and per advisor (also the advisor's
    // foreign key lookups); both read backwards for the keyset pages.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_assigned_advisor_idx').on(t.assignedAdvisorId, t.createdAt, t.id),
    // The few staff among 100,000 customers (the team page, round robin, working staff).
    index('users_role_idx').on(t.role),
    // Substring search on the folded text (pg_trgm; "sahin" anywhere in the name or the address). Without GIN's
    // pending list: a new customer is searchable through the index at once, not after the next vacuum.
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export type User = typeof users.$inferSelect;
