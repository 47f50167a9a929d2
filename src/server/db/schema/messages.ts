import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_SENDERS } from '@/lib/schemas/messages';
import { files } from './files';
import { users } from './users';

/**
 * The one conversation of a case (decision 077): between the customer and the staff side (their advisor, any admin,
 * or the shared inbox while no advisor is assigned). Read markers and the waiting clock live here, one per side.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Everything the other side wrote up to this instant has been read. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /** The customer's first message since staff last wrote: the inbox sorts by it; null when nothing waits. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** When each side was last mailed about unread messages here: at most one such mail an hour (unread-mail.ts). */
    customerMailedAt: timestamp('customer_mailed_at', { withTimezone: true }),
    staffMailedAt: timestamp('staff_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
  ],
);

/**
 * One message. Plain text as typed. A staff message keeps only the writer's name (`staff_name`), not their
 * account: the audit log says who acted, and the conversation outlives a staff account (decision 077).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: MESSAGE_SENDERS }).notNull(),
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the unread mail for it went out (jobs: messages/unread-mail.ts), so it goes once. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // The unread-mail job's window (decision 114): unmailed messages by time, not a scan of every message.
    index('messages_unmailed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** A customer's document sent with a message: the file stays in the documents service, owned by the customer. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('message_attachments_file_idx').on(t.fileId)],
);

/**
 * Numbers the versions of the staff inbox (messages/inbox-answers.ts, decision 102): deferred triggers (migration
 * 0030) take the next value at the commit of anything the inbox shows or filters on — a waiting conversation, a
 * message, a customer's or advisor's name, an assignment. One number for every staff member's inbox: a customer's
 * message changes the admins' inbox and one advisor's at once, and a sequence locks nothing.
 */
export const inboxRevision = pgSequence('inbox_revision');

/**
 * Numbers the versions of what the customer's first messages page shows (messages/first-page-answers.ts, decision
 * 098). Deferred triggers bump it at commit for every row that page reads (migration 0027), never the application.
 */
export const messageRevisions = pgTable('message_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rev: integer('rev').notNull().default(0),
});

/**
 * What `GET /api/events` streams (decision 078): written in the transaction of the change it reports, numbered in
 * commit order, so a stream resumes from `Last-Event-ID` by reading this table. `user_id` addresses one account;
 * `case_id` with no user addresses the staff side of that case. Old rows are swept by the cleanup job.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_created_idx').on(t.createdAt),
    // An account's deletion and export find its events by these (decision 087).
    index('live_events_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('live_events_case_idx')
      .on(t.caseId)
      .where(sql`${t.caseId} is not null`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type LiveEventRow = typeof liveEvents.$inferSelect;
