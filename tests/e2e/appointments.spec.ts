import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/accounts';
import { fill, pathIn, strings } from './support/strings';
import type { RegisteredUser } from './support/users';

// Issue 11 in the browser: booking from the week's slot picker, the notification reaching the navbar, the .ics,
// cancelling after the prompt; the update toast; the screens in en and de.

const t = strings('tr');
// A customer in Türkiye: their clock and Berlin's differ, so Berlin time is shown beside theirs.
test.use({ timezoneId: 'Europe/Istanbul' });

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.dashboard['notifications.open']}`) });

/** Books the first free consultation of the coming weeks through the API, as another tab would. */
async function bookViaApi(request: APIRequestContext, user: RegisteredUser, meetingType = 'online') {
  const headers = { Authorization: `Bearer ${user.tokens.access_token}` };
  for (let week = 0; week < 3; week += 1) {
    const from = new Date(Date.now() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + (week * 7 + 6) * 86_400_000).toISOString().slice(0, 10);
    const slots = await request.get(`/api/appointments/slots?from=${from}&to=${to}&type=consultation`, { headers });
    const [slot] = ((await slots.json()) as { data: { slots: { start: string }[] } }).data.slots;
    if (!slot) continue;
    const booked = await request.post('/api/appointments', {
      headers,
      data: { type: 'consultation', start: slot.start, meetingType },
    });
    expect(booked.status()).toBe(201);
    return;
  }
  throw new Error('no free slot in three weeks');
}

test('book an online consultation from the slot picker, get notified, download the .ics, cancel it', async ({
  page,
  onboardedUser: _user,
}) => {
  // The onboarding's 'book appointment' link opens the dialog.
  await page.goto('/dashboard/appointments?book=1');
  const dialog = page.getByRole('dialog', { name: t.appointments['book.title'] });
  // The dialog element itself has no box (its panel is fixed): its heading shows it is open.
  await expect(dialog.getByRole('heading', { name: t.appointments['book.title'] })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/appointments\/?$/);
  await expect(page.getByText(t.appointments['page.visaNote'])).toBeVisible();

  // The keyboard picks a time: into the group, then the arrow key moves to the next time.
  const times = dialog.getByRole('group', { name: t.appointments['book.slots'] }).getByRole('radio');
  await expect(times.first()).toBeAttached();
  await times.first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(times.nth(1)).toBeChecked();
  await expect(dialog.getByText(/^Seçilen saat: .*GMT\+3 \(Berlin saatiyle \d{2}:\d{2}/)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: t.appointments['meetingType.online'] })).toBeChecked();
  await dialog.getByLabel(t.appointments['book.notes']).fill('Mavi Kart başvurusu hakkında');
  await dialog.getByRole('button', { name: t.appointments['book.submit'] }).click();
  await expect(page.getByText(t.appointments['toast.booked'])).toBeVisible();
  await expect(dialog).toBeHidden();

  // Under 'upcoming', pending, in the viewer's time with Berlin time beside it.
  await expect(page.getByRole('button', { name: t.appointments['filter.upcoming'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = page.getByRole('article', { name: t.appointments['type.consultation'] });
  await expect(card).toContainText(t.appointments['status.pending']);
  await expect(card).toContainText('GMT+3');
  await expect(card).toContainText(/Berlin saatiyle \d{2}:\d{2}/);
  await expect(card).toContainText(t.appointments['card.linkLater']);
  await expect(card).toContainText('Mavi Kart başvurusu hakkında');

  // The notification is in the navbar: badge, then the item.
  await expect(bell(page)).toHaveAccessibleName(fill(t.notifications['ui.unreadLabel'], { count: 1 }));
  await bell(page).click();
  const item = page.getByRole('menuitem', { name: new RegExp(t.notifications['appointment_booked.title']) });
  await expect(item).toContainText(/Danışmanlık/);
  await page.keyboard.press('Escape');

  // .ics
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: t.appointments['card.addToCalendar'] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointment-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('STATUS:TENTATIVE');

  // Cancel after the prompt; it moves to 'past'.
  await card.getByRole('button', { name: t.appointments['card.cancel'] }).click();
  const prompt = page.getByRole('dialog', { name: t.appointments['cancel.title'] });
  await expect(prompt).toContainText(t.appointments['type.consultation']);
  await prompt.getByRole('button', { name: t.appointments['cancel.confirm'] }).click();
  await expect(page.getByText(t.appointments['toast.cancelled'])).toBeVisible();
  await expect(page.getByText(t.appointments['empty.upcoming'])).toBeVisible();
  await page.getByRole('button', { name: t.appointments['filter.past'] }).click();
  await expect(page.getByRole('article', { name: t.appointments['type.consultation'] })).toContainText(
    t.appointments['status.cancelled'],
  );

  // Two notifications now; 'view all' lists them, and one click reads them all.
  await expect(bell(page)).toHaveAccessibleName(fill(t.notifications['ui.unreadLabel'], { count: 2 }));
  await bell(page).click();
  await page.getByRole('menuitem', { name: t.dashboard['notifications.viewAll'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\/?$/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('main')).toContainText(t.notifications['appointment_cancelled.title']);
  await page.getByRole('button', { name: t.notifications['ui.markAllRead'] }).click();
  await expect(page.getByText(t.notifications['ui.allRead'])).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(t.dashboard['notifications.open']);
});

test('a new build on the server offers a reload; the reload marker keeps the fresh page from asking again', async ({
  page,
  onboardedUser: _user,
}) => {
  let buildId = 'build-one';
  await page.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId, builtAt: new Date().toISOString() } }),
  );
  const asked = page.waitForRequest('**/build-manifest.json');
  await page.goto('/dashboard/appointments');
  await asked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  buildId = 'build-two';
  // Coming back to the tab checks at once.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(t.shell['update.message'])).toBeVisible();
  await page.getByRole('button', { name: t.shell['update.reload'] }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('update-reload-at'))).toMatch(/^\d+$/);

  // A rolling deploy answering the old id again right after the reload: no second offer within the 10 s.
  buildId = 'build-one';
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(500);
  await expect(page.getByText(t.shell['update.message'])).toBeHidden();
});

for (const locale of ['en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale, timezoneId: 'Europe/Berlin' });
    test(`appointments, notifications and e-mail settings read in ${locale}`, async ({
      page,
      request,
      onboardedUser: user,
    }) => {
      const s = strings(locale);
      await bookViaApi(request, user);
      await page.goto(pathIn(locale, '/dashboard/appointments'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['nav.appointments']);
      await expect(page.getByText(s.appointments['page.visaNote'])).toBeVisible();
      const card = page.getByRole('article', { name: s.appointments['type.consultation'] });
      await expect(card).toContainText(s.appointments['status.pending']);
      // In Berlin nobody needs Berlin time twice.
      await expect(card).not.toContainText(fill(s.appointments['time.berlin'], { time: '' }).trim());

      await page.goto(pathIn(locale, '/dashboard/notifications'));
      await expect(page.getByRole('main')).toContainText(s.notifications['appointment_booked.title']);

      await page.goto(pathIn(locale, '/dashboard/settings'));
      const reminder = page.getByRole('checkbox', { name: s.notifications['settings.kind.appointment_reminder'] });
      await expect(reminder).toBeChecked();
      await reminder.uncheck();
      await page.getByRole('button', { name: s.notifications['settings.submit'] }).click();
      await expect(page.getByText(s.notifications['settings.saved'])).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('checkbox', { name: s.notifications['settings.kind.appointment_reminder'] }),
      ).not.toBeChecked();
      await expect(
        page.getByRole('checkbox', { name: s.notifications['settings.kind.payment_received'] }),
      ).toBeChecked();
    });
  });
}
