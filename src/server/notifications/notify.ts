import { eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { notifications, type NotificationRow } from '@/server/db/schema';
import { findUser } from '@/server/users/find';
import { sendNotificationMail } from './mail';
import type { NotificationEvent } from './event';
import { wantsEmail } from './preferences';
import { logError } from '@/server/log/logger';
import { publishEvent } from '@/server/events/publish';

export type { NotificationEvent };

/**
 * Writes the notification once (unique per user and `key`) and, if the user wants mail for this kind, sends it.
 * Call it after the change it reports has committed, with the root `deps` (or inside a job's transaction): a mail
 * failure is logged and leaves `emailedAt` empty, never undoes the change. Undefined when the event was known.
 */
export async function notify(
  deps: AppDeps,
  userId: string,
  event: NotificationEvent,
): Promise<NotificationRow | undefined> {
  const [row] = await deps.db
    .insert(notifications)
    .values({
      userId,
      kind: event.kind,
      titleKey: event.titleKey ?? `notifications:${event.kind}.title`,
      messageKey: event.messageKey ?? `notifications:${event.kind}.message`,
      params: event.params ?? {},
      link: event.link ?? null,
      aboutUserId: event.aboutUserId ?? null,
      idempotencyKey: event.key,
      // The app's clock, to the millisecond: list cursors compare it exactly.
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.idempotencyKey] })
    .returning();
  // The badge hears of it at once on an open stream (decision 078); without one it polls as before.
  if (row)
    await publishEvent(deps, { type: 'notification', userId, payload: { kind: row.kind } }).catch((error: unknown) =>
      logError('notification event failed', error, { notificationId: row.id }),
    );
  if (!row || event.mailLater || !(await wantsEmail(deps.db, userId, event.kind))) return row;
  const user = await findUser(deps.db, userId);
  if (!user) return row;
  try {
    await (event.mail ? event.mail(user) : sendNotificationMail(deps, user, row, event));
    const [emailed] = await deps.db
      .update(notifications)
      .set({ emailedAt: deps.now() })
      .where(eq(notifications.id, row.id))
      .returning();
    return emailed;
  } catch (error) {
    logError('notification mail failed', error, { notificationId: row.id });
  }
  return row;
}
