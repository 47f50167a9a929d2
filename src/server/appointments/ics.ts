import { localePath, type Locale } from '@/lib/i18n/locales';
import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import { zonedDate } from '@/lib/time/zone';
import type { AppDeps } from '@/server/context';
import type { AppointmentRow } from '@/server/db/schema';
import { translator } from '@/server/http/i18n';
import { officeAddress } from '@/server/site/content';
import { visibleMeetingUrl } from './view';

/**
 * An RFC 5545 calendar file for one appointment, in UTC (DTSTART:…Z), so every calendar shows it at the right
 * moment in its own zone. The UID stays the same and SEQUENCE grows with each change, so a later file (confirmed,
 * cancelled) updates the entry instead of adding a second one.
 */

const ICS_STATUS: Record<AppointmentRow['status'], string> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
  rejected: 'CANCELLED',
};

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function appointmentIcs(deps: AppDeps, row: AppointmentRow, locale: Locale): string {
  const t = translator(locale);
  const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const meetingUrl = visibleMeetingUrl(row);
  const location = row.meetingType === 'in_person' ? officeAddress(locale) : meetingUrl;
  const description = [
    t(`appointments:typeDescription.${row.type}`),
    row.notes && `${t('appointments:ics.notes')}: ${row.notes}`,
    meetingUrl && `${t('appointments:ics.join')}: ${meetingUrl}`,
    `${t('appointments:ics.manage')}: ${site}${localePath(locale, '/dashboard/appointments')}`,
  ].filter(Boolean);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(t('common:site.name'))}//Appointments//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.id}@${new URL(site).hostname}`,
    `SEQUENCE:${row.sequence}`,
    `DTSTAMP:${stamp(deps.now())}`,
    `DTSTART:${stamp(row.startsAt)}`,
    `DTEND:${stamp(row.endsAt)}`,
    `SUMMARY:${escapeText(`${t(`appointments:type.${row.type}`)} – ${t('common:site.name')}`)}`,
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(meetingUrl ? [`URL:${meetingUrl}`] : []),
    `STATUS:${ICS_STATUS[row.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** `appointment-2026-03-30.ics`, named after the Berlin date of the start. */
export const icsFileName = (row: AppointmentRow) => `appointment-${zonedDate(row.startsAt, ADVISOR_TIME_ZONE)}.ics`;
