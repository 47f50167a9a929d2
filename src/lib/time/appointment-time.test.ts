import { expect, test } from 'vitest';
import { formatAppointmentTime } from './appointment-time';

const ISTANBUL = { timeZone: 'Europe/Istanbul' };
// ICU puts thin (no-break) spaces around the range dash in some locales; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u2009\u202f]/g, ' ') ?? null;
const at = (start: string, minutes = 30) =>
  [start, new Date(Date.parse(start) + minutes * 60_000).toISOString()] as const;

test('a Türkiye user sees their own time and Berlin time, two hours apart before the spring change', () => {
  // Friday 27 March 2026, 09:00 in Berlin (winter time, UTC+1) is 11:00 in Istanbul.
  const text = formatAppointmentTime(...at('2026-03-27T08:00:00Z'), { locale: 'tr-TR', ...ISTANBUL });
  expect(text.local).toContain('11:00');
  expect(text.local).toContain('27 Mar 2026');
  expect(text.local).toContain('GMT+3');
  expect(text.berlin).toBe('09:00–09:30');
});

test('one hour apart after the spring change, two again after the autumn change', () => {
  const spring = formatAppointmentTime(...at('2026-03-30T07:00:00Z'), { locale: 'en-US', ...ISTANBUL });
  expect(plain(spring.local)).toBe('Mon, Mar 30, 2026, 10:00 – 10:30 GMT+3');
  expect(plain(spring.berlin)).toBe('09:00 – 09:30');
  const autumnBefore = formatAppointmentTime(...at('2026-10-23T07:00:00Z'), { locale: 'de-DE', ...ISTANBUL });
  expect(autumnBefore.local).toContain('10:00–10:30');
  expect(autumnBefore.berlin).toBe('09:00–09:30 Uhr');
  const autumnAfter = formatAppointmentTime(...at('2026-10-26T08:00:00Z'), { locale: 'de-DE', ...ISTANBUL });
  expect(autumnAfter.local).toContain('11:00–11:30');
  expect(autumnAfter.berlin).toBe('09:00–09:30 Uhr');
  const nextYear = formatAppointmentTime(...at('2027-11-01T08:00:00Z', 60), { locale: 'en-US', ...ISTANBUL });
  expect(plain(nextYear.local)).toContain('11:00 – 12:00');
  expect(plain(nextYear.berlin)).toBe('09:00 – 10:00');
});

test('no Berlin time when the viewer’s clocks show Berlin time anyway (Berlin, Paris), and it is there for London', () => {
  const start = at('2026-03-30T07:00:00Z');
  expect(formatAppointmentTime(...start, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toEqual({
    local: 'Mo., 30. März 2026, 09:00–09:30 Uhr MESZ',
    berlin: null,
  });
  expect(formatAppointmentTime(...start, { locale: 'en-US', timeZone: 'Europe/Paris' }).berlin).toBeNull();
  expect(plain(formatAppointmentTime(...start, { locale: 'en-US', timeZone: 'Europe/London' }).berlin)).toBe(
    '09:00 – 09:30',
  );
});

test('Berlin time carries its date when Berlin is on another day', () => {
  // 22:00 in Berlin on 30 March is 05:00 on 31 March in Tokyo.
  const text = formatAppointmentTime(...at('2026-03-30T20:00:00Z'), { locale: 'en-US', timeZone: 'Asia/Tokyo' });
  expect(text.local).toContain('Mar 31, 2026');
  expect(text.berlin).toContain('Mar 30, 2026');
  expect(text.berlin).toContain('22:00');
});
