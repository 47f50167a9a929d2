import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxItem } from '@/lib/schemas/messages';
import { COUNT_CAP } from '@/lib/schemas/paging';
import type { Database } from '@/server/db/client';
import { conversations, messages, users } from '@/server/db/schema';
import type { StaffMember } from '@/server/staff/access';
import { conversationScope } from './access';

const advisor = alias(users, 'advisor');

/** An inbox row as read: the item but for `waitedSeconds`, which depends on the clock (`waitedSeconds`). */
export type WaitingItem = Omit<InboxItem, 'waitedSeconds'>;

/** Whole seconds from `since` to `now` (epoch ms), never negative (a clock a little behind the database's). */
export const waitedSeconds = (since: number, now: number) => Math.max(0, Math.floor((now - since) / 1000));

/** The newest message first, in the null order of `messages_conversation_created_idx` (DESC NULLS LAST). */
export const NEWEST_MESSAGE = sql`${messages.createdAt} desc nulls last, ${messages.id} desc nulls last`;

/**
 * The conversations waiting for `staff`'s side, oldest waiting first, and how many there are (up to COUNT_CAP,
 * decision 088: an exact count joined every customer to thousands of waiting rows). The newest message and the
 * unread count are sub-selects, one index probe each per row, in the index's own order (a plain DESC sorted them).
 */
export async function waitingConversations(db: Database, staff: StaffMember, limit: number) {
  const where = and(isNotNull(conversations.waitingSince), conversationScope(staff));
  const unread = sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
    and ${messages.sender} = 'customer' and (${conversations.staffReadAt} is null or ${messages.createdAt} > ${conversations.staffReadAt}))`;
  const last = sql<{ body: string; createdAt: string; sender: InboxItem['lastMessage']['sender'] }>`(select
    json_build_object('body', left(${messages.body}, 200), 'createdAt', ${messages.createdAt}, 'sender', ${messages.sender})
    from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${NEWEST_MESSAGE} limit 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        waitingSince: conversations.waitingSince,
        customer: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        advisor: { id: advisor.id, firstName: advisor.firstName, lastName: advisor.lastName },
        unread,
        last,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.customerId))
      .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
      .where(where)
      .orderBy(asc(conversations.waitingSince), asc(conversations.id))
      .limit(limit),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(conversations)
        .innerJoin(users, eq(users.id, conversations.customerId))
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('waiting'),
    ),
  ]);
  const items = rows.map((row): WaitingItem => ({
    customer: row.customer,
    advisor: row.advisor,
    waitingSince: row.waitingSince!.toISOString(),
    unread: row.unread,
    lastMessage: { ...row.last, createdAt: new Date(row.last.createdAt).toISOString() },
  }));
  return { items, total: Math.min(total?.n ?? 0, COUNT_CAP) };
}
