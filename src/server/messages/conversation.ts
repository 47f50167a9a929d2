import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Message, MessagePage, MessageSender } from '@/lib/schemas/messages';
import type { Database } from '@/server/db/client';
import {
  conversations,
  files,
  messageAttachments,
  messages,
  type ConversationRow,
  type MessageRow,
} from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { notFound } from '@/server/http/errors';
import { NEWEST_MESSAGES_FIRST, olderThan } from './page-order';

type Db = Database | Transaction;

export const findConversation = async (db: Db, customerId: string): Promise<ConversationRow | undefined> =>
  (await db.select().from(conversations).where(eq(conversations.customerId, customerId)))[0];

/** The case's conversation, created on first use (two first messages at once meet on the unique customer id). */
export async function ensureConversation(tx: Transaction, customerId: string, now: Date): Promise<ConversationRow> {
  await tx.insert(conversations).values({ customerId, createdAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(conversations).where(eq(conversations.customerId, customerId)).for('update');
  return row!;
}

/** The read marker of `side`: everything the other side wrote up to it is read. */
export const readAtOf = (row: ConversationRow, side: MessageSender) =>
  side === 'customer' ? row.customerReadAt : row.staffReadAt;

/** Messages of the other side after `side`'s read marker. */
export async function unreadFor(db: Db, row: ConversationRow | undefined, side: MessageSender): Promise<number> {
  if (!row) return 0;
  const readAt = readAtOf(row, side);
  const [found] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, row.id),
        ne(messages.sender, side),
        readAt ? gt(messages.createdAt, readAt) : undefined,
      ),
    );
  return found?.n ?? 0;
}

/** The messages with their attachments, in the order given. `fileUrl` differs by side (own file or the case's). */
export async function withAttachments(
  db: Db,
  rows: MessageRow[],
  fileUrl: (fileId: string) => string,
): Promise<Message[]> {
  const ids = rows.map((row) => row.id);
  const attached = ids.length
    ? await db
        .select({ messageId: messageAttachments.messageId, file: files })
        .from(messageAttachments)
        .innerJoin(files, eq(files.id, messageAttachments.fileId))
        .where(inArray(messageAttachments.messageId, ids))
        // A fixed order (the fast first page in first-page.ts gives the same one).
        .orderBy(files.createdAt, files.id)
    : [];
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    staffName: row.staffName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    attachments: attached
      .filter((a) => a.messageId === row.id)
      .map(({ file }) => ({
        id: file.id,
        name: file.title ?? file.originalName,
        size: file.size,
        mime: file.mime,
        url: fileUrl(file.id),
      })),
  }));
}

/**
 * A page of the conversation seen from `side`, newest first, older than the message `before` (a keyset on
 * created_at and id, so a message written meanwhile neither repeats nor hides one).
 */
export async function messagePage(
  db: Database,
  row: ConversationRow | undefined,
  side: MessageSender,
  query: { before?: string | undefined; limit: number },
  fileUrl: (fileId: string) => string,
): Promise<Omit<MessagePage, 'advisor'>> {
  if (!row) {
    // No conversation yet: no message can be the cursor.
    if (query.before) throw notFound();
    return { items: [], nextBefore: null, unread: 0, otherSideReadAt: null };
  }
  let after;
  if (query.before) {
    const [anchor] = await db
      // As text: PostgreSQL keeps microseconds, a JavaScript Date would round them away and skip a message.
      .select({ createdAt: sql<string>`${messages.createdAt}::text`, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, query.before), eq(messages.conversationId, row.id)));
    if (!anchor) throw notFound();
    after = olderThan(anchor);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, row.id), after))
    .orderBy(...NEWEST_MESSAGES_FIRST)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const other = readAtOf(row, side === 'customer' ? 'staff' : 'customer');
  return {
    items: await withAttachments(db, page, fileUrl),
    nextBefore: rows.length > query.limit ? page.at(-1)!.id : null,
    unread: await unreadFor(db, row, side),
    otherSideReadAt: other?.toISOString() ?? null,
  };
}

/** Moves `side`'s read marker up to the message `upTo` (never back). Answers the new marker, or null if unchanged. */
export async function markRead(
  tx: Transaction,
  row: ConversationRow,
  side: MessageSender,
  upTo: string,
): Promise<Date | null> {
  const [anchor] = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, upTo), eq(messages.conversationId, row.id)));
  if (!anchor) throw notFound();
  const current = readAtOf(row, side);
  if (current && current >= anchor.createdAt) return null;
  // Reading is not answering: the staff inbox keeps a conversation until staff write (post.ts clears the clock).
  await tx
    .update(conversations)
    .set(side === 'customer' ? { customerReadAt: anchor.createdAt } : { staffReadAt: anchor.createdAt })
    .where(eq(conversations.id, row.id));
  return anchor.createdAt;
}
