import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { StaffSupportPage, SupportMessage } from '@/lib/schemas/support';
import { supportMessages, users, type SupportMessageRow } from '@/server/db/schema';

export const SUPPORT_PAGE_SIZE = 25;

export const toSupportMessage = (row: SupportMessageRow): SupportMessage => ({
  id: row.id,
  category: row.category,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Support messages for the staff console (issue 12), newest first, a page at a time, with who wrote them. `userIds`
 * narrows the list to some customers (an advisor's own); without it, everyone's (admins).
 */
export async function listSupportMessages(
  db: Database,
  options: { page?: number; userIds?: readonly string[] } = {},
): Promise<StaffSupportPage> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  if (options.userIds?.length === 0) return { items: [], total: 0, page, pageSize: SUPPORT_PAGE_SIZE };
  const where = options.userIds ? inArray(supportMessages.userId, [...options.userIds]) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: supportMessages, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(supportMessages)
      .innerJoin(users, eq(users.id, supportMessages.userId))
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(supportMessages).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...toSupportMessage(r.message),
      locale: r.message.locale,
      user: { id: r.message.userId, name: `${r.firstName} ${r.lastName}`, email: r.email },
    })),
    total: total?.n ?? 0,
    page,
    pageSize: SUPPORT_PAGE_SIZE,
  };
}
