import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Message, MessagePage } from '@/lib/schemas/messages';
import type { Database } from '@/server/db/client';
import { conversations, files, messageAttachments, messages, users } from '@/server/db/schema';
import { isoText } from '@/server/fast/json-rows';
import { preparedQuery } from '@/server/fast/prepared';

const advisor = alias(users, 'advisor');

/** An attachment as the statement's JSON has it; `url` is added in JavaScript (it differs by side). */
type StoredAttachment = Omit<Message['attachments'][number], 'url'>;

// A message's attachments as JSON text, in the order withAttachments (conversation.ts) gives them; null for a message
// without any (most of them), so only those few build JSON.
const attachmentsJson = sql<
  string | null
>`case when exists (select 1 from ${messageAttachments} where ${messageAttachments.messageId} = page.id)
  then (select json_agg(json_build_object('id', ${files.id}, 'name', coalesce(${files.title}, ${files.originalName}), 'size', ${files.size}, 'mime', ${files.mime}) order by ${files.createdAt}, ${files.id})::text
  from ${messageAttachments} join ${files} on ${files.id} = ${messageAttachments.fileId} where ${messageAttachments.messageId} = page.id) end`;

// The newest `limit` messages of the conversation as rows (the caller asks one more to know whether an older page
// exists). Rows, not one JSON document: building each message's JSON in PostgreSQL cost more than the whole rest of
// the statement (decision 093, measured with pgbench: 2,600 statements a second with JSON, 4,400 as rows).
const page = sql`lateral (select ${messages.id} as id, ${messages.sender} as sender, ${messages.staffName} as staff_name, ${messages.body} as body, ${messages.createdAt} as created_at
  from ${messages} where ${messages.conversationId} = ${conversations.id}
  order by ${messages.createdAt} desc, ${messages.id} desc limit ${sql.placeholder('limit')}) page`;

// What the staff side wrote after the customer's read marker (unreadFor in conversation.ts, for the customer).
const unreadCount = sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
  and ${messages.sender} <> 'customer' and (${conversations.customerReadAt} is null or ${messages.createdAt} > ${conversations.customerReadAt}))`;
// The count once per statement, not once per message row: a lateral join beside the page.
const unread = sql`lateral (select ${unreadCount} as n) unread`;

/**
 * The first page of the customer's conversation, the unread count, the staff side's read marker and the advisor as
 * one prepared statement (decision 090): the list every signed-in page's message badge and the messages screen
 * read. One row per message, the rest repeated on each; starts from the customer's own row, so a customer without a
 * conversation, messages or an advisor still gets one row (its message columns null).
 */
const firstPageQuery = preparedQuery((db) =>
  db
    .select({
      conversationId: conversations.id,
      staffReadAt: isoText(conversations.staffReadAt).mapWith(String),
      unread: sql<number | null>`unread.n`,
      id: sql<string | null>`page.id`,
      sender: sql<Message['sender'] | null>`page.sender`,
      staffName: sql<string | null>`page.staff_name`,
      body: sql<string | null>`page.body`,
      createdAt: isoText(sql`page.created_at`).mapWith(String),
      attachments: attachmentsJson,
      advisorFirstName: advisor.firstName,
      advisorLastName: advisor.lastName,
      advisorAvatar: advisor.avatarFileId,
    })
    .from(users)
    .leftJoin(conversations, eq(conversations.customerId, users.id))
    .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
    .leftJoin(unread, sql`true`)
    .leftJoin(page, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(sql`page.created_at desc`, sql`page.id desc`)
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
  const rows = await firstPageQuery(db).execute({ userId, limit: limit + 1 });
  const row = rows[0];
  const stored = rows.filter((r) => r.id !== null).slice(0, limit);
  return {
    items: stored.map((r) => ({
      id: r.id!,
      sender: r.sender!,
      staffName: r.staffName,
      body: r.body!,
      createdAt: r.createdAt!,
      attachments: r.attachments
        ? (JSON.parse(r.attachments) as StoredAttachment[]).map((file) => ({ ...file, url: fileUrl(file.id) }))
        : [],
    })),
    nextBefore: rows.length > limit && rows[limit]?.id ? stored.at(-1)!.id : null,
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
