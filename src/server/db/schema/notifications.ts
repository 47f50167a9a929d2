import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationParams } from '@/lib/schemas/notifications';
import { users } from './users';

/**
 * One in-app notification. Texts are translation keys plus params, so the viewer reads them in their own language;
 * `idempotency_key` makes an event write its notification once however often it is reported.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    titleKey: text('title_key').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    /** Whom a staff member's notification is about; it goes when that account is deleted (it names the person). */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the e-mail for it went out; null when preferences said no or sending failed. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.idempotencyKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Deleting an account and its data export find the notifications about it (decision 087).
    index('notifications_about_user_idx')
      .on(t.aboutUserId)
      .where(sql`${t.aboutUserId} is not null`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's choice to get (or not) an e-mail for one kind; no row means the default, yes. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
