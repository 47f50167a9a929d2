import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApiError } from '@/server/http/errors';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { expectedOffice } from '@/server/test/site';
import { createUser } from '@/server/test/users';
import { escapeText, foldLine } from './ics';
import { changeAppointmentStatus } from './status';

let ctx: TestContext;
let userId: string;
let staffId: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: 'https://portal.example' });
  setClock(ctx, '2026-10-20T06:00:00Z');
  staffId = (await createAdvisor(ctx)).user.id;
  userId = (await createUser(ctx)).user.id;
});
afterAll(() => ctx.close());

async function bookOne(json: Record<string, unknown>) {
  const res = await book(ctx, await tokenFor(ctx, userId), json);
  expect(res.status).toBe(201);
  return (await body(res)).data.id as string;
}
async function ics(id: string, lang = 'en') {
  const res = await ctx.api('GET', `/api/appointments/${id}/ics`, { token: await tokenFor(ctx, userId), lang });
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}
/** Unfolds continuation lines (RFC 5545 §3.1) and splits into properties. */
const properties = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

test('GET /ics is an RFC 5545 file in UTC, in the caller’s language, as a download', async () => {
  // Monday 26 October 2026, 09:00 in Berlin, the day after the clocks went back: 08:00 UTC.
  const id = await bookOne({
    start: '2026-10-26T08:00:00Z',
    type: 'orientation',
    notes: 'Fragen: Visum; Wohnung, Anmeldung',
  });
  const { res, text } = await ics(id, 'de');
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="appointment-2026-10-26.ics"');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const lines = properties(text);
  expect(lines.slice(0, 6)).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Almanya Kariyer Portalı//Appointments//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
  ]);
  expect(lines).toContain(`UID:${id}@portal.example`);
  expect(lines).toContain('SEQUENCE:0');
  expect(lines).toContain('DTSTAMP:20261020T060000Z');
  expect(lines).toContain('DTSTART:20261026T080000Z');
  expect(lines).toContain('DTEND:20261026T090000Z');
  expect(lines).toContain('SUMMARY:Orientierung – Almanya Kariyer Portalı');
  expect(lines).toContain('STATUS:TENTATIVE');
  const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
  expect(description).toContain('Ihre Notizen: Fragen: Visum\\; Wohnung\\, Anmeldung');
  expect(description).toContain('Termine verwalten: https://portal.example/de/dashboard/appointments');
  // Online and not yet confirmed: no link, no location.
  expect(lines.some((l) => l.startsWith('URL:') || l.startsWith('LOCATION:'))).toBe(false);
  expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
});

test('the meeting URL appears once the advisor confirms; each change notifies and bumps SEQUENCE', async () => {
  const id = await bookOne({ start: '2026-10-27T08:00:00Z' });
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'confirmed', staffId })).rejects.toMatchObject({
    code: 'MEETING_URL_REQUIRED',
  });
  setClock(ctx, '2026-10-20T06:01:00Z');
  const confirmed = await changeAppointmentStatus(ctx.deps, {
    id,
    status: 'confirmed',
    meetingUrl: 'https://meet.example.com/abc-def',
    staffId,
  });
  expect(confirmed.row).toMatchObject({ status: 'confirmed', sequence: 1, statusChangedBy: staffId });
  const view = (await body(await ctx.api('GET', `/api/appointments/${id}`, { token: await tokenFor(ctx, userId) })))
    .data;
  expect(view).toMatchObject({
    status: 'confirmed',
    meetingUrl: 'https://meet.example.com/abc-def',
    platform: 'meet.example.com',
  });
  const lines = properties((await ics(id)).text);
  expect(lines).toEqual(
    expect.arrayContaining([
      'SEQUENCE:1',
      'STATUS:CONFIRMED',
      'URL:https://meet.example.com/abc-def',
      'LOCATION:https://meet.example.com/abc-def',
    ]),
  );
  expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
    'Join the meeting: https://meet.example.com/abc-def',
  );

  // Confirmed → confirmed only with a new link.
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'confirmed', staffId })).rejects.toMatchObject({
    code: 'INVALID_TRANSITION',
  });
  setClock(ctx, '2026-10-20T06:02:00Z');
  const moved = await changeAppointmentStatus(ctx.deps, {
    id,
    status: 'confirmed',
    meetingUrl: 'https://meet.example.com/new',
    staffId,
  });
  expect(moved.row.sequence).toBe(2);
  // Completed only once it has started; then nothing more.
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'completed', staffId })).rejects.toMatchObject({
    code: 'NOT_STARTED',
  });
  setClock(ctx, '2026-10-27T08:10:00Z');
  expect((await changeAppointmentStatus(ctx.deps, { id, status: 'completed', staffId })).row.status).toBe('completed');
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'cancelled', staffId })).rejects.toBeInstanceOf(
    ApiError,
  );
  setClock(ctx, '2026-10-20T06:00:00Z');
  const kinds = await ctx.api('GET', '/api/notifications?limit=10', { token: await tokenFor(ctx, userId) });
  expect(
    (await body(kinds)).data.items.slice(0, 4).map((n: { kind: string; messageKey: string }) => n.messageKey),
  ).toEqual([
    'notifications:appointment_changed.completed',
    'notifications:appointment_changed.message',
    'notifications:appointment_confirmed.message',
    'notifications:appointment_booked.message',
  ]);
});

test('in person: the office address is the location; rejected and pending → completed are refused', async () => {
  const id = await bookOne({ start: '2026-10-28T08:00:00Z', meetingType: 'in_person' });
  const location = expectedOffice('(example address)').replaceAll(',', '\\,');
  expect(properties((await ics(id)).text)).toContain(`LOCATION:${location}`);
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'completed', staffId })).rejects.toMatchObject({
    code: 'INVALID_TRANSITION',
  });
  const rejected = await changeAppointmentStatus(ctx.deps, { id, status: 'rejected', staffId });
  expect(properties((await ics(rejected.row.id)).text)).toContain('STATUS:CANCELLED');
  await expect(changeAppointmentStatus(ctx.deps, { id, status: 'confirmed', staffId })).rejects.toMatchObject({
    status: 409,
  });
  await expect(changeAppointmentStatus(ctx.deps, { id: 'nope', status: 'confirmed', staffId })).rejects.toMatchObject({
    status: 404,
  });
});

test('text is escaped and long lines fold between characters, never inside one', () => {
  expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  const line = `DESCRIPTION:${'ğüşİçö'.repeat(20)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  expect(parts.length).toBeGreaterThan(2);
  expect(parts.every((p) => Buffer.byteLength(p) <= 75)).toBe(true);
  expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
  expect(folded.replace(/\r\n /g, '')).toBe(line);
});
