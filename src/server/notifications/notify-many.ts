import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@/lib/schemas/notifications';
import { insertJsonRows, rowsOf } from '@/server/db/json-rows';
import { orderedId } from '@/server/db/ordered-id';
import { notificationPreferences, notifications } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { Emit } from '@/server/events/publish';

/** One user's event in a batch: the fields of `NotificationEvent` a job writes for many users at once. */
export interface BatchEvent {
  userId: string;
  key: string;
  params: NotificationParams;
  link: string;
}

/** Users a chunk: the opted-out lookup names each as a parameter, far below PostgreSQL's 65,535. */
const CHUNK = 5000;

/**
 * `notify` for a job's batch (decision 091): the notifications of one kind in a few statements inside the batch's
 * transaction instead of several round trips each. Known keys write nothing, as with `notify`; each new row's live
 * event goes through `emit` (it commits with the batch). The caller queues the mails of the rows it gets back with
 * `mail: true` (the users whose preferences allow this kind); their `emailedAt` is already set, as `notify` sets it
 * once the mail is queued.
 */
export async function notifyMany(
  tx: Transaction,
  emit: Emit,
  now: Date,
  kind: NotificationKind,
  events: BatchEvent[],
): Promise<{ userId: string; key: string; mail: boolean }[]> {
  const written: { userId: string; key: string; mail: boolean }[] = [];
  for (let at = 0; at < events.length; at += CHUNK) {
    const chunk = events.slice(at, at + CHUNK);
    const declined = await tx
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.kind, kind),
          eq(notificationPreferences.email, false),
          // One json parameter, not one per user (decision 107: drizzle's per-value parameters cost the job's CPU).
          sql`${notificationPreferences.userId} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify([...new Set(chunk.map((e) => e.userId))])}::jsonb))`,
        ),
      );
    const noMail = new Set(declined.map((row) => row.userId));
    // One json parameter for the chunk's rows (decision 100): drizzle's per-cell parameters cost more CPU than
    // the database spent writing them. Time-ordered ids: the chunk's rows share the last pages of the 5-million-row
    // table's primary key instead of a random page each (decision 110).
    const values = chunk.map((e) => ({
      id: orderedId(),
      userId: e.userId,
      kind,
      titleKey: `notifications:${kind}.title`,
      messageKey: `notifications:${kind}.message`,
      params: e.params,
      link: e.link,
      idempotencyKey: e.key,
      createdAt: now,
      emailedAt: noMail.has(e.userId) ? null : now,
    }));
    const rows = rowsOf<{ userId: string; key: string; kind: NotificationKind }>(
      await tx.execute(sql`${insertJsonRows(notifications, values)}
        on conflict (user_id, idempotency_key) do nothing
        returning user_id as "userId", idempotency_key as "key", kind`),
    );
    for (const row of rows) {
      emit({ type: 'notification', userId: row.userId, payload: { kind: row.kind } });
      written.push({ userId: row.userId, key: row.key, mail: !noMail.has(row.userId) });
    }
  }
  return written;
}
