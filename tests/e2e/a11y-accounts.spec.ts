import { expect, test } from './fixtures/accounts';
import {
  DESKTOP,
  expectAccessibleAtBothSizes,
  expectNoA11yViolations,
  expectNoA11yViolationsInDialog,
  PHONE,
} from './support/axe';
import { tabTo } from './support/keyboard';
import { pathIn, strings } from './support/strings';
import { newUser } from './support/users';

// axe (WCAG 2.1 A/AA + best practices) on every screen of the accounts issue, signed out and signed in, in tr/en/de,
// at desktop and phone width; plus the login and register forms driven by the keyboard alone.

const LOCALES = ['tr', 'en', 'de'] as const;
const SIGNED_OUT = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=e2e-not-a-real-token',
  '/reset-password',
  '/terms',
  '/privacy',
];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/support',
  '/dashboard/documents',
  '/dashboard/packages',
  '/dashboard/appointments',
  '/dashboard/payments',
  '/dashboard/profile',
  '/dashboard/settings',
];

for (const locale of LOCALES) {
  test(`signed-out screens have no axe violations (${locale})`, async ({ page }) => {
    test.setTimeout(180_000); // sixteen axe runs
    for (const route of SIGNED_OUT) {
      await page.goto(pathIn(locale, route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectAccessibleAtBothSizes(page, route);
    }
    // A form showing its errors.
    const t = strings(locale);
    await page.goto(pathIn(locale, '/register'));
    await page.getByRole('button', { name: t.auth['register.submit'] }).click();
    await expect(page.getByText(t.errors['validation.acceptTerms'])).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'register with errors');
  });
}

test.describe('signed in', () => {
  for (const locale of LOCALES) {
    test.describe(locale, () => {
      // The user's language must be the page's, or the app moves to the preferred one.
      test.use({ accountLocale: locale });
      test(`dashboard screens have no axe violations (${locale})`, async ({ page, onboardedUser: _user }) => {
        test.setTimeout(180_000); // sixteen axe runs
        for (const route of SIGNED_IN) {
          await page.setViewportSize(DESKTOP);
          await page.goto(pathIn(locale, route));
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // Profile and settings load the profile first: check them once their forms are there.
          if (route.endsWith('/profile') || route.endsWith('/settings'))
            await expect(page.locator('main form').first()).toBeVisible();
          await expectAccessibleAtBothSizes(page, route);
        }
      });
    });
  }

  test('open menus, the drawer and the delete dialog have no axe violations', async ({
    page,
    onboardedUser: _user,
  }) => {
    const t = strings('tr');
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/profile');

    await page.getByRole('button', { name: t.dashboard['notifications.open'] }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoA11yViolations(page, 'notifications menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: new RegExp(t.dashboard['userMenu.open']) }).click();
    await expect(page.getByRole('menuitem', { name: t.dashboard['userMenu.settings'] })).toBeVisible();
    await expectNoA11yViolations(page, 'user menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t.profile['delete.open'] }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: t.profile['delete.title'] })).toBeVisible();
    await expectNoA11yViolationsInDialog(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The drawer on a phone: opens from the menu button, traps focus, closes with Escape.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: t.dashboard['frame.openMenu'] }).click();
    const drawer = page.getByRole('dialog', { name: t.dashboard['frame.menu'] });
    await expect(drawer.getByRole('link', { name: t.dashboard['nav.support'] })).toBeVisible();
    await expectNoA11yViolationsInDialog(page, 'drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test('the register form works with the keyboard alone', async ({ page }) => {
  const t = strings('tr');
  const user = newUser();
  await page.goto('/register');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await tabTo(page, field(t.auth['fields.firstName']));
  await page.keyboard.type(user.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(field(t.auth['fields.password'])).toBeFocused();
  await page.keyboard.type(user.password);

  // Space on the show/hide toggle reveals the password.
  await tabTo(page, page.getByRole('button', { name: t.shell['password.show'] }));
  await page.keyboard.press('Space');
  await expect(field(t.auth['fields.password'])).toHaveAttribute('type', 'text');

  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t.auth['register.submit'] }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding\/?$/);
});

test('the login form works with the keyboard alone', async ({ page, onboardedAccount: user }) => {
  const t = strings('tr');
  await page.goto('/login');
  const field = (label: string) => page.getByLabel(label, { exact: true });

  // Enter on an empty form shows the errors and puts the focus on the first field in error.
  await tabTo(page, field(t.auth['fields.email']));
  await page.keyboard.press('Enter');
  await expect(field(t.auth['fields.email'])).toBeFocused();
  await expect(page.getByText(t.errors['validation.email'])).toBeVisible();

  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(field(t.auth['fields.password'])).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);

  // The user menu opens and logs out with the keyboard too.
  await tabTo(page, page.getByRole('button', { name: new RegExp(t.dashboard['userMenu.open']) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The menu keeps DOM focus and points at its active item (aria-activedescendant), as ARIA menus do.
  await page.keyboard.press('End');
  const logout = page.getByRole('menuitem', { name: t.dashboard['userMenu.logout'] });
  await expect(page.getByRole('menu')).toHaveAttribute(
    'aria-activedescendant',
    (await logout.getAttribute('id')) ?? 'missing',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText(t.account['loggedOut'])).toBeVisible();
  await expectNoA11yViolations(page, 'landing after logout');
});
