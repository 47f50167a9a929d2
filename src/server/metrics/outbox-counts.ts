import { count, eq, min, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { MAIL_STATUSES, mailOutbox } from '@/server/db/schema';

/** How many mails wait, failed or went out, and how old the oldest waiting one is: metrics and the System page. */
export async function outboxCounts(db: Database, now = new Date()) {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const [oldest] = await db
    .select({ at: min(mailOutbox.createdAt), next: sql<string | null>`min(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  const byStatus = Object.fromEntries(MAIL_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  const oldestAt = oldest?.at ? new Date(oldest.at) : null;
  return {
    byStatus: byStatus as Record<(typeof MAIL_STATUSES)[number], number>,
    oldestPendingSeconds: oldestAt ? Math.max(0, (now.getTime() - oldestAt.getTime()) / 1000) : 0,
    nextAttemptAt: oldest?.next ? new Date(oldest.next) : null,
  };
}
