import { z } from 'zod';
import { text } from './fields';

/**
 * What a notification is about, and so which e-mails a customer can turn off: only kinds the portal really sends
 * (src/server/notifications/kinds.test.ts sends each one, decision 076). Appointment events come from the
 * appointments API; the others from payments, document review and the package steps (they call the same `notify`).
 * A new kind is one line here; the settings page groups it by `notificationGroup`.
 */
export const NOTIFICATION_KINDS = [
  'appointment_booked',
  'appointment_confirmed',
  'appointment_changed',
  'appointment_cancelled',
  'appointment_rejected',
  'appointment_reminder',
  'payment_received',
  'payment_refunded',
  'document_approved',
  'document_rejected',
  'step_completed',
  'new_message',
  // Not an event of its own: whether the new_message mail quotes the message (off: only that one is waiting).
  'message_text_in_mail',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The settings page's groups, in its order. */
export const NOTIFICATION_GROUPS = ['appointments', 'payments', 'process', 'messages'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Where the settings page lists a kind: by the first word of its name, messages together, the rest under "process". */
export function notificationGroup(kind: NotificationKind): NotificationGroup {
  const name: string = kind;
  if (name.startsWith('appointment_')) return 'appointments';
  if (name.startsWith('payment_')) return 'payments';
  if (name.endsWith('_message') || name.startsWith('message_')) return 'messages';
  return 'process';
}

/**
 * Values a notification's texts interpolate. Besides plain text (a document name, a rejection reason) two names are
 * read specially by `notificationVars`: `start`/`end` (ISO instants, shown in the viewer's zone) and
 * `appointmentType` (translated).
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** One item of GET /api/notifications. Texts are keys, so each viewer reads them in their own language. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  titleKey: z.string(),
  messageKey: z.string(),
  params: notificationParamsSchema,
  /** A site path without the locale prefix ('/dashboard/appointments'), or null. */
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: one page, newest first, with the cursor of the next and the unread count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count (polled) and what POST /read answers (`latest` only on the former). */
export const unreadCountSchema = z.object({ unread: z.int().nonnegative(), latest: z.iso.datetime().nullable() });
export const unreadAfterReadSchema = z.object({ unread: z.int().nonnegative() });

export const NOTIFICATION_PAGE_MAX = 50;
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
  /** `nextCursor` of the previous page. */
  cursor: text(200).optional(),
});

/** POST /api/notifications/read: some of one's own notifications, or all of them. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** Which events also send an e-mail; every kind is on until the user turns it off. */
export const notificationPreferencesSchema = z.object({
  email: z.record(notificationKindSchema, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const emailFlags = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
  NotificationKind,
  z.ZodOptional<z.ZodBoolean>
>;

/** PUT /api/notifications/preferences: any subset of the kinds; unknown names are ignored. */
export const notificationPreferencesUpdateSchema = z.object({ email: z.object(emailFlags) });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
