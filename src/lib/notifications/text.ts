import type { NotificationParams } from '@/lib/schemas/notifications';
import { formatAppointmentTime } from '@/lib/time/appointment-time';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A notification's params made ready for its title and message, the same way in the browser (navbar, list) and in
 * the mail: `start`/`end` become the meeting time in the reader's zone (with Berlin time beside it when different),
 * `appointmentType` its translated name, `amountCents` (with `currency`, euro when absent) the `amount` in the
 * reader's number format; anything else is shown as given.
 */
export function notificationVars(
  params: NotificationParams,
  options: { t: Translate; locale: string; timeZone: string },
): Record<string, string | number> {
  const vars: Record<string, string | number> = { ...params };
  const { start, end, appointmentType, amountCents, currency } = params;
  if (typeof start === 'string') {
    const time = formatAppointmentTime(start, typeof end === 'string' ? end : start, options);
    vars['start'] = time.berlin
      ? `${time.local} (${options.t('appointments:time.berlin', { time: time.berlin })})`
      : time.local;
  }
  if (typeof amountCents === 'number') {
    const money = { style: 'currency', currency: typeof currency === 'string' ? currency : 'EUR' } as const;
    vars['amount'] = new Intl.NumberFormat(options.locale, money).format(amountCents / 100);
  }
  if (typeof appointmentType === 'string') vars['appointmentType'] = options.t(`appointments:type.${appointmentType}`);
  return vars;
}
