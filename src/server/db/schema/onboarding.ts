import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, LANGUAGE_LEVELS } from '@/lib/schemas/enums';
import { users } from './users';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Wizard progress per user. Personal info lives on `users`; documents are `files` rows by purpose. */
export const onboarding = pgTable('onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: integer('current_step').notNull().default(0),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A number per user that database triggers bump, at commit, whenever a row the onboarding status shows changes
 * (migration 0013): kept status answers are keyed by it (onboarding/status-answers.ts, decision 061). No row until
 * the first change, read as 0.
 */
export const onboardingRevisions = pgTable('onboarding_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});

/** Lists are replaced whole on each save; `sortOrder` keeps the order the user entered them in. */
export const educationEntries = pgTable(
  'education_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    sortOrder: integer('sort_order').notNull(),
    school: text('school').notNull(),
    department: text('department').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    stillStudying: boolean('still_studying').notNull().default(false),
  },
  (t) => [index('education_entries_user_idx').on(t.userId, t.sortOrder)],
);

export const workEntries = pgTable(
  'work_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    sortOrder: integer('sort_order').notNull(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    stillWorking: boolean('still_working').notNull().default(false),
    description: text('description'),
  },
  (t) => [index('work_entries_user_idx').on(t.userId, t.sortOrder)],
);

export const languageEntries = pgTable(
  'language_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    sortOrder: integer('sort_order').notNull(),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    level: text('level', { enum: LANGUAGE_LEVELS }).notNull(),
    /** Free text such as a test name ("Goethe-Zertifikat B1"). */
    certificate: text('certificate'),
  },
  (t) => [index('language_entries_user_idx').on(t.userId, t.sortOrder)],
);
