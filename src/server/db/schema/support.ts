import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/lib/i18n/locales';
import { SUPPORT_CATEGORIES } from '@/lib/schemas/support';
import { users } from './users';

/** A signed-in user's message to the support team (/dashboard/support); staff read them in the console. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: SUPPORT_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page language it was written in. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_user_created_idx').on(t.userId, t.createdAt),
    index('support_messages_created_idx').on(t.createdAt),
  ],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
