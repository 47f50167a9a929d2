// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import enAppointments from '@locales/en/appointments.json';
import enErrors from '@locales/en/errors.json';
import enStaff from '@locales/en/staff.json';
import { I18nRoot } from '@/lib/i18n/island';
import { AvailabilityForm } from './AvailabilityForm';

// The weekly hours as a form kit list (decision 066): the shared schema's messages land on their rows, focus goes
// to the first one, and removing a row takes its message with it. Nothing reaches the API while the form is invalid.
afterEach(cleanup);

function mount() {
  const saved = {
    weeklyHours: [
      { weekday: 1, start: '09:00', end: '17:00' },
      { weekday: 2, start: '09:00', end: '17:00' },
    ],
    daysOff: [],
  };
  render(
    <I18nRoot locale="en" messages={{ staff: enStaff, appointments: enAppointments, errors: enErrors }}>
      <AvailabilityForm saved={saved} />
    </I18nRoot>,
  );
}
const end = (day: string, n = 0) => screen.getAllByLabelText(`${day} until`)[n] as HTMLSelectElement;
const endBeforeStart = enAppointments['validation.endBeforeStart'];

test('a stretch ending before it starts is refused at its row, which takes focus; removing the row takes the message', async () => {
  mount();
  fireEvent.change(end('Tuesday'), { target: { value: '08:00' } });
  fireEvent.click(screen.getByRole('button', { name: enStaff['availability.save'] }));
  await waitFor(() => expect(document.activeElement).toBe(end('Tuesday')));
  expect(end('Tuesday').getAttribute('aria-invalid')).toBe('true');
  expect(end('Monday').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText(endBeforeStart)).toBeTruthy();
  // A new Monday stretch comes before Tuesday's in the list order of the day, but Tuesday's message stays Tuesday's.
  fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
  expect(end('Tuesday').getAttribute('aria-invalid')).toBe('true');
  expect(end('Monday', 1).getAttribute('aria-invalid')).toBeNull();
  // Each remove button names its stretch, so the one for Tuesday is found by name.
  fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday 09:00–08:00' }));
  expect(screen.queryByText(endBeforeStart)).toBeNull();
  expect(screen.getAllByText(enStaff['availability.off'])).toHaveLength(6);
});

test('overlapping stretches of one day are refused on the later one', async () => {
  mount();
  fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
  fireEvent.click(screen.getByRole('button', { name: enStaff['availability.save'] }));
  await screen.findByText(enAppointments['validation.hoursOverlap']);
  expect(end('Monday', 1).getAttribute('aria-invalid')).toBe('true');
  expect(end('Monday', 0).getAttribute('aria-invalid')).toBeNull();
});
