import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { NotificationKind, NotificationParams } from '@/lib/schemas/notifications';
import type { AppDeps } from '../context';
import { notifications, type NotificationRow, type User } from '../db/schema';
import type { MailAttachment } from '../mail/mailer';
import { findUser } from '../users/find';
import { sendNotificationMail } from './mail';
import { wantsEmail } from './preferences';
import { errorCodeSuffix } from '../log';

/** Something a user should hear about. Any feature reports its events through `notify`. */
export interface NotificationEvent {
  kind: NotificationKind;
  /**
   * Names this event for this user, e.g. `appointment:<id>:v2` or `document:<id>:rejected`: reporting the same
   * event again writes and mails nothing.
   */
  key: string;
  /** Interpolated into the texts; see `notificationVars` for `start`, `end` and `appointmentType`. */
  params?: NotificationParams;
  /** A site path without the locale prefix ('/dashboard/documents'). */
  link?: string;
  /** Default `notifications:<kind>.title` and `notifications:<kind>.message`. */
  titleKey?: string;
  messageKey?: string;
  /** The zone the mail shows times in (the customer's browser zone from a booking); Berlin when absent. */
  timeZone?: string | null;
  /** Files for the mail, made in the recipient's language (an appointment's .ics). */
  attachments?: (locale: Locale) => MailAttachment[];
  /**
   * The customer a staff member's notification is about (it names them): deleting that account deletes it too.
   */
  aboutUserId?: string;
  /**
   * The event's own mail in place of the generic one (the payment receipt with its PDF): sent under the same rules,
   * once, and only if the user's preferences allow the kind.
   */
  mail?: (user: User) => Promise<void>;
}

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
  if (!row || !(await wantsEmail(deps.db, userId, event.kind))) return row;
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
    console.error(`notification mail failed for ${row.id}${errorCodeSuffix(error)}`);
  }
  return row;
}
