import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Message, MessagePage } from '@/lib/schemas/messages';
import type { Database } from '@/server/db/client';
import { conversations, files, messageAttachments, messages, users } from '@/server/db/schema';
import { isoText } from '@/server/fast/json-rows';
import { preparedQuery } from '@/server/fast/prepared';

const advisor = alias(users, 'advisor');

/** What one message looks like inside the JSON of the page; `url` is added in JavaScript (it differs by side). */
type StoredMessage = Omit<Message, 'attachments'> & { attachments: Omit<Message['attachments'][number], 'url'>[] };

// A message's attachments as JSON, in the order withAttachments (conversation.ts) gives them; only a message that has
// any builds it (most have none).
const attachmentsJson = sql`case when exists (select 1 from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})
  then (select json_agg(json_build_object('id', ${files.id}, 'name', coalesce(${files.title}, ${files.originalName}), 'size', ${files.size}, 'mime', ${files.mime}) order by ${files.createdAt}, ${files.id})
  from ${messageAttachments} join ${files} on ${files.id} = ${messageAttachments.fileId} where ${messageAttachments.messageId} = ${messages.id})
  else '[]'::json end`;

// The newest `limit` messages of the conversation (the caller asks one more to know whether an older page exists),
// each row turned into JSON whole by json_agg under the answer's own names: json_build_object per message cost
// PostgreSQL more than the rest of the statement (decision 093; pgbench 1,500–2,200 statements/s with it, 2,100–2,500
// this way, on the same data at load 19–22).
const itemsJson = sql<string>`(select coalesce(json_agg(page), '[]'::json)::text from
  (select ${messages.id} as "id", ${messages.sender} as "sender", ${messages.staffName} as "staffName", ${messages.body} as "body",
          ${isoText(messages.createdAt)} as "createdAt", ${attachmentsJson} as "attachments"
   from ${messages} where ${messages.conversationId} = ${conversations.id}
   order by ${messages.createdAt} desc nulls last, ${messages.id} desc nulls last limit ${sql.placeholder('limit')}) page)`;

// What the staff side wrote after the customer's read marker (unreadFor in conversation.ts, for the customer). The
// marker as one bound (no marker: -infinity; created_at is never null) so the conversation's index scans only the
// messages after it: with "marker is null or created_at > marker" it read and filtered the whole conversation, 300
// messages for the bench's heavy customer (11 buffers → 3, 0.15 → 0.04 ms on the 100k data set).
const unreadCount = sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
  and ${messages.sender} <> 'customer' and ${messages.createdAt} > coalesce(${conversations.customerReadAt}, '-infinity'::timestamptz))`;

/**
 * The first page of the customer's conversation, the unread count, the staff side's read marker and the advisor as
 * one prepared statement (decision 090): the list every signed-in page's message badge and the messages screen
 * read. Starts from the customer's own row, so a customer without a conversation or an advisor still gets one row.
 */
const firstPageQuery = preparedQuery((db) =>
  db
    .select({
      conversationId: conversations.id,
      staffReadAt: isoText(conversations.staffReadAt).mapWith(String),
      unread: unreadCount,
      items: itemsJson,
      advisorFirstName: advisor.firstName,
      advisorLastName: advisor.lastName,
      advisorAvatar: advisor.avatarFileId,
    })
    .from(users)
    .leftJoin(conversations, eq(conversations.customerId, users.id))
    .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('messages_first_page'),
);

/** GET /api/messages/unread-count: the same count as unreadFor(…, 'customer'), one prepared statement. */
const unreadQuery = preparedQuery((db) =>
  db
    .select({ unread: unreadCount })
    // A join, not conversations alone: Drizzle leaves the columns of a one-table select unqualified, and inside the
    // count's sub-select an unqualified "id" would be the message's.
    .from(users)
    .innerJoin(conversations, eq(conversations.customerId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('messages_unread'),
);

export const customerUnread = async (db: Database, userId: string): Promise<number> =>
  (await unreadQuery(db).execute({ userId }))[0]?.unread ?? 0;

/** GET /api/messages without `before`: the same answer as messagePage + advisorOf in customer-routes.ts. */
export async function firstMessagePage(
  db: Database,
  userId: string,
  limit: number,
  fileUrl: (fileId: string) => string,
  advisorPhotoUrl: string,
): Promise<MessagePage> {
  const [row] = await firstPageQuery(db).execute({ userId, limit: limit + 1 });
  const stored = row?.conversationId ? (JSON.parse(row.items) as StoredMessage[]) : [];
  const page = stored.slice(0, limit);
  return {
    items: page.map((message) => ({
      ...message,
      attachments: message.attachments.map((file) => ({ ...file, url: fileUrl(file.id) })),
    })),
    nextBefore: stored.length > limit ? page.at(-1)!.id : null,
    unread: row?.unread ?? 0,
    otherSideReadAt: row?.staffReadAt ?? null,
    advisor:
      row?.advisorFirstName != null && row.advisorLastName != null
        ? {
            firstName: row.advisorFirstName,
            lastName: row.advisorLastName,
            photoUrl: row.advisorAvatar ? advisorPhotoUrl : null,
          }
        : null,
  };
}
