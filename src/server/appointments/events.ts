import type { NotificationKind } from '@/lib/schemas/notifications';
import type { AppDeps } from '@/server/context';
import type { AppointmentRow } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { findUser } from '@/server/users/find';
import { appointmentIcs, icsFileName } from './ics';

/** What happened to an appointment, as the customer (and for some, the advisor) is told. */
export type AppointmentChange =
  | 'booked'
  | 'confirmed'
  | 'meetingChanged'
  | 'rescheduled'
  | 'advisorChanged'
  | 'completed'
  | 'noShow'
  | 'rejected'
  | 'cancelledByCustomer'
  | 'cancelledByAdvisor'
  | 'reminder';

/** The customer's notification per change; `variant` picks another message under the same kind. */
const FOR_CUSTOMER: Record<AppointmentChange, { kind: NotificationKind; variant?: string }> = {
  booked: { kind: 'appointment_booked' },
  confirmed: { kind: 'appointment_confirmed' },
  meetingChanged: { kind: 'appointment_changed' },
  rescheduled: { kind: 'appointment_changed', variant: 'rescheduled' },
  advisorChanged: { kind: 'appointment_changed', variant: 'advisorChanged' },
  completed: { kind: 'appointment_changed', variant: 'completed' },
  noShow: { kind: 'appointment_changed', variant: 'noShow' },
  rejected: { kind: 'appointment_rejected' },
  cancelledByCustomer: { kind: 'appointment_cancelled' },
  cancelledByAdvisor: { kind: 'appointment_cancelled', variant: 'byAdvisor' },
  reminder: { kind: 'appointment_reminder' },
};

/** The advisor hears of what the customer did (a booking, a new time, a cancellation) and of a case handed to them. */
const FOR_ADVISOR: Partial<Record<AppointmentChange, NotificationKind>> = {
  booked: 'appointment_booked',
  rescheduled: 'appointment_changed',
  advisorChanged: 'appointment_changed',
  cancelledByCustomer: 'appointment_cancelled',
};

/**
 * Notifies (in the app, and by mail with the .ics attached) about the appointment as it is now. Each change bumps
 * `sequence`, so `appointment:<id>:v<sequence>` names the event: reporting it twice writes one notification.
 */
export async function notifyAppointment(deps: AppDeps, row: AppointmentRow, change: AppointmentChange) {
  const key = change === 'reminder' ? `appointment:${row.id}:reminder` : `appointment:${row.id}:v${row.sequence}`;
  const params = { appointmentType: row.type, start: row.startsAt.toISOString(), end: row.endsAt.toISOString() };
  const attachments = (locale: Parameters<typeof appointmentIcs>[2]) => [
    {
      filename: icsFileName(row),
      content: appointmentIcs(deps, row, locale),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
  const { kind, variant } = FOR_CUSTOMER[change];
  await notify(deps, row.userId, {
    kind,
    key,
    params,
    link: '/dashboard/appointments',
    timeZone: row.customerTimeZone,
    attachments,
    ...(variant && { messageKey: `notifications:${kind}.${variant}` }),
  });

  const advisorKind = FOR_ADVISOR[change];
  if (!advisorKind || !row.advisorId) return;
  const customer = await findUser(deps.db, row.userId);
  await notify(deps, row.advisorId, {
    kind: advisorKind,
    key,
    params: { ...params, customer: customer ? `${customer.firstName} ${customer.lastName}` : '' },
    link: '/staff',
    titleKey: `notifications:${advisorKind}.advisorTitle`,
    messageKey: `notifications:${advisorKind}.advisorMessage`,
    attachments,
    aboutUserId: row.userId,
  });
}
