import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import { offsetMinutes, zonedDate } from './zone';

export interface AppointmentTimeText {
  /** Date and time in the viewer's zone, with the zone: "Mon, 30 Mar 2026, 10:00 – 10:30 GMT+3". */
  local: string;
  /**
   * The same appointment on Berlin's clocks ("09:00 – 09:30", with the date when Berlin is on another day), or null when
   * the viewer's clocks show Berlin time at that moment anyway.
   */
  berlin: string | null;
}

const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * How an appointment's time reads for someone in `timeZone` (the browser's, or the zone saved with a booking) and
 * `locale` (a BCP 47 tag). The API sends UTC; customers in Türkiye (UTC+3 all year) are one hour ahead of Berlin in
 * summer and two in winter, so the advisor's Berlin time is shown beside theirs whenever the offsets differ.
 */
export function formatAppointmentTime(
  start: Date | string,
  end: Date | string,
  options: { locale: string; timeZone: string },
): AppointmentTimeText {
  const from = new Date(start);
  const to = new Date(end);
  const local = new Intl.DateTimeFormat(options.locale, {
    ...DATE,
    ...TIME,
    timeZone: options.timeZone,
    timeZoneName: 'short',
  }).formatRange(from, to);
  if (offsetMinutes(from, options.timeZone) === offsetMinutes(from, ADVISOR_TIME_ZONE)) return { local, berlin: null };
  const sameDay = zonedDate(from, options.timeZone) === zonedDate(from, ADVISOR_TIME_ZONE);
  const berlin = new Intl.DateTimeFormat(options.locale, {
    ...(sameDay ? {} : DATE),
    ...TIME,
    timeZone: ADVISOR_TIME_ZONE,
  }).formatRange(from, to);
  return { local, berlin };
}
