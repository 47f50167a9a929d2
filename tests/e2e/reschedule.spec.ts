import { expect, test } from './fixtures/accounts';
import { strings } from './support/strings';

// Decision 076 in the browser: "change time" on an upcoming appointment picks another free time from the same week
// view; the card shows the new time, pending again, and the API keeps the same appointment (same id, the .ics's UID).

const t = strings('tr');

test('change the time of a booked appointment from its card', async ({ page, request, onboardedUser }) => {
  const headers = { Authorization: `Bearer ${onboardedUser.tokens.access_token}` };
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const slots = (
    (await (
      await request.get(`/api/appointments/slots?from=${from}&to=${to}&type=consultation`, { headers })
    ).json()) as {
      data: { slots: { start: string }[] };
    }
  ).data.slots;
  expect(slots.length).toBeGreaterThan(1);
  const booked = await request.post('/api/appointments', {
    headers,
    data: { type: 'consultation', start: slots[0]!.start, meetingType: 'online' },
  });
  expect(booked.status()).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: string } }).data;

  await page.goto('/dashboard/appointments');
  const card = page.getByRole('article', { name: t.appointments['type.consultation'] });
  const before = await card.locator('p').first().innerText();
  await card.getByRole('button', { name: t.appointments['card.reschedule'] }).click();
  const dialog = page.getByRole('dialog', { name: t.appointments['reschedule.title'] });
  await expect(dialog.getByRole('heading', { name: t.appointments['reschedule.title'] })).toBeVisible();
  const times = dialog.getByRole('group', { name: t.appointments['book.slots'] }).getByRole('radio');
  await expect(times.first()).toBeAttached();
  // The times are radios drawn as buttons: the keyboard picks one, as in the booking dialog. The last of the week:
  // on a Friday morning this week may hold only a couple of times (the picker moves on only from an empty week).
  const chosen = times.last();
  await chosen.focus();
  await page.keyboard.press('Space');
  await expect(chosen).toBeChecked();
  await dialog.getByRole('button', { name: t.appointments['reschedule.submit'] }).click();
  await expect(page.getByText(t.appointments['toast.rescheduled'])).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(card).toContainText(t.appointments['status.pending']);
  await expect(card.locator('p').first()).not.toHaveText(before);
  const list = (await (await request.get('/api/appointments?filter=upcoming', { headers })).json()) as {
    data: { id: string; start: string }[];
  };
  expect(list.data.map((a) => a.id)).toEqual([id]);
  expect(list.data[0]!.start).not.toBe(new Date(slots[0]!.start).toISOString());
});
