// @vitest-environment happy-dom
import enAppointments from '@locales/en/appointments.json';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { expectedOffice } from '@/server/test/site';
import { createUser } from '@/server/test/users';
import { errorCode, errorStatus } from '@/lib/api/errors';
import { weekAt } from '@/lib/appointments/week';
import {
  $appointmentFilter,
  $appointments,
  $slots,
  bookAppointment,
  cancelAppointment,
  downloadAppointmentIcs,
  loadAppointments,
  loadSlots,
  setAppointmentFilter,
} from './appointments';
import { $unread } from './notifications';

// The appointments store against the real API on a real port, on the app's clock: Monday 23 March 2026.
let api: BrowserApi;
const NOW = new Date('2026-03-23T06:00:00Z');
const week = weekAt(NOW, 0);
beforeAll(async () => {
  api = await startBrowserApi();
  setClock(api.ctx, NOW.toISOString());
  await createAdvisor(api.ctx);
}, 60_000);
afterAll(() => api.close());

async function signIn() {
  const { user } = await createUser(api.ctx, { preferredLanguage: 'en' });
  localStorage.setItem('access_token', await tokenFor(api.ctx, user.id));
  return user;
}

beforeEach(async () => {
  api.open('/en/dashboard/appointments');
  $appointmentFilter.set('past');
  await signIn();
});

test('the week runs Monday to Sunday in Berlin dates', () => {
  expect(week).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
  expect(weekAt(new Date('2026-03-29T22:30:00Z'), 0).from).toBe('2026-03-30'); // already Monday in Berlin
});

test('slots load for a week; booking one shows it under upcoming with its notification counted', async () => {
  const slots = await loadSlots('consultation', week);
  expect($slots.get()).toEqual({ status: 'ready', data: slots });
  // 12 hours' lead: Monday 18:00 UTC is after Berlin's working day, so Tuesday 09:00 Berlin (08:00 UTC) is first.
  expect(slots[0]).toMatchObject({ start: '2026-03-24T08:00:00.000Z', advisorName: 'Jonas Weber' });

  const booked = await bookAppointment({
    type: 'consultation',
    start: slots[0]!.start,
    meetingType: 'online',
    notes: 'Blue Card',
  });
  expect(booked).toMatchObject({ status: 'pending', meetingUrl: null, cancellable: true, notes: 'Blue Card' });
  expect($appointmentFilter.get()).toBe('upcoming');
  expect($appointments.get()).toEqual({ status: 'ready', data: [booked] });
  expect($unread.get()).toBe(1);

  // Another customer who saw the same list loses the race: the store answers with the API error, and the week is
  // loaded again without that time.
  await signIn();
  const taken = await bookAppointment({ type: 'consultation', start: slots[0]!.start, meetingType: 'online' }).catch(
    (e: unknown) => e,
  );
  expect([errorStatus(taken), errorCode(taken)]).toEqual([409, 'SLOT_TAKEN']);
  await expect
    .poll(() =>
      $slots.get().status === 'ready' ? ($slots.get() as { data: { start: string }[] }).data[0]?.start : null,
    )
    .toBe('2026-03-24T08:30:00.000Z');
});

test('cancelling moves the appointment from upcoming to past; the .ics downloads under its Berlin date', async () => {
  const [slot] = await loadSlots('orientation', week);
  const booked = await bookAppointment({ type: 'orientation', start: slot!.start, meetingType: 'in_person' });
  expect(booked.address).toBe(expectedOffice(enAppointments['address.example']));
  expect(await downloadAppointmentIcs(booked.id)).toBe('appointment-2026-03-24.ics');
  // happy-dom follows the download link's blob: address instead of saving it; back to the page.
  api.open('/en/dashboard/appointments');

  const cancelled = await cancelAppointment(booked.id);
  expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
  expect($appointments.get()).toEqual({ status: 'ready', data: [] });
  const past = await setAppointmentFilter('past');
  expect(past.map((a) => [a.id, a.status])).toEqual([[booked.id, 'cancelled']]);
});

test('a failed load stays in the store for the page and rejects', async () => {
  api.offline = true;
  const err = await loadAppointments().catch((e: unknown) => e);
  api.offline = false;
  expect($appointments.get()).toEqual({ status: 'error', error: err });
});

test('only the latest filter’s answer lands, however the answers arrive', async () => {
  const release = api.hold();
  const first = setAppointmentFilter('past');
  const second = setAppointmentFilter('all');
  expect($appointments.get()).toEqual({ status: 'loading' });
  release();
  await Promise.all([first, second]);
  expect($appointmentFilter.get()).toBe('all');
  expect($appointments.get()).toEqual({ status: 'ready', data: await second });
});
