import { expect, test } from './fixtures/accounts';
import {
  DESKTOP,
  expectAccessibleAtBothSizes,
  expectNoA11yViolations,
  expectNoA11yViolationsInDialog,
  PHONE,
} from './support/axe';
import { pathIn, strings } from './support/strings';

// axe on every screen of issue 11 (appointments with its dialogs, notifications, e-mail settings, the open
// notifications menu, the update toast) in tr, en and de, at desktop and phone width.

for (const locale of ['tr', 'en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale, timezoneId: 'Europe/Istanbul' });
    test(`appointments and notifications screens have no axe violations (${locale})`, async ({
      page,
      onboardedUser: _user,
    }) => {
      test.setTimeout(180_000);
      const s = strings(locale);
      await page.route('**/build-manifest.json', (route) =>
        route.fulfill({ json: { buildId: `b-${Date.now()}`, builtAt: '' } }),
      );
      await page.setViewportSize(DESKTOP);
      await page.goto(pathIn(locale, '/dashboard/appointments'));
      await expect(page.getByText(s.appointments['empty.upcoming'])).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'appointments, empty');

      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: s.appointments['page.book'] }).click();
      const dialog = page.getByRole('dialog', { name: s.appointments['book.title'] });
      const times = dialog.getByRole('group', { name: s.appointments['book.slots'] }).getByRole('radio');
      await times.first().focus();
      await page.keyboard.press('Space');
      await expectNoA11yViolationsInDialog(page, 'booking dialog');
      await dialog.getByRole('button', { name: s.appointments['book.submit'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectAccessibleAtBothSizes(page, 'appointments, one booked');

      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: s.appointments['card.cancel'] }).click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: s.appointments['cancel.title'] }),
      ).toBeVisible();
      await expectNoA11yViolationsInDialog(page, 'cancel dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // The menu with an unread item, and the update toast (every manifest answer differs here).
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(s.dashboard['notifications.open']) })
        .click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      await expectNoA11yViolations(page, 'notifications menu');
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByText(s.shell['update.message'])).toBeVisible();
      await expectNoA11yViolations(page, 'update toast');

      for (const route of ['/dashboard/notifications', '/dashboard/settings']) {
        await page.setViewportSize(DESKTOP);
        await page.goto(pathIn(locale, route));
        await expect(page.locator('main').getByRole('button').first()).toBeVisible();
        await expectAccessibleAtBothSizes(page, route);
      }
      await page.setViewportSize(PHONE);
    });
  });
}
