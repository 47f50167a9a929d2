import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../lib/schemas/roles';

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
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    maritalStatus: text('marital_status', { enum: ['single', 'married', 'divorced', 'widowed'] }),
    preferredLanguage: text('preferred_language', { enum: ['tr', 'en', 'de'] }).notNull().default('tr'),
    status: text('status', { enum: ['active'] }).notNull().default('active'),
    /** `customer` for everyone who registers; staff (`advisor`, `admin`) are created by an admin, never signed up. */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    avatarFileId: uuid('avatar_file_id'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** When the user opened a verification link sent to `email`; null until then (and after a change, until the new one's). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
