import type { Locale } from '@/lib/i18n/locales';
import type { NotificationKind, NotificationParams } from '@/lib/schemas/notifications';
import type { User } from '@/server/db/schema';
import type { MailAttachment } from '@/server/mail/mailer';

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
  /** In-app only now: a job of the feature mails later if still relevant (unread messages, messages/unread-mail.ts). */
  mailLater?: boolean;
}
