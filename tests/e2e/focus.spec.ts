import { expect, test } from '@playwright/test';
import { expectVisibleFocusRings } from './support/focus';
import { onboardingApi } from './fixtures/onboarding';
import { fillRegister, newUser, registerViaApi, storeTokens } from './support/users';

// WCAG 1.4.11: every focus ring keeps 3:1 against its surroundings, the dark hero and footer included.
test('focus rings are visible on the landing page (dark hero and footer) and the legal pages', async ({ page }) => {
  for (const path of ['/', '/de/', '/impressum', '/en/faq/']) {
    await page.goto(path);
    await expectVisibleFocusRings(page, path);
  }
});

test('focus rings are visible on the auth pages, the wizard and the dashboard', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectVisibleFocusRings(page, '/login');

  const user = await registerViaApi(request);
  await storeTokens(page, user.tokens);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectVisibleFocusRings(page, '/onboarding');

  await onboardingApi(request, user.tokens.access_token).reach(5);
  await page.goto('/dashboard');
  // The frame shows before the session check (decision 095): wait for the page itself.
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy');
  await expectVisibleFocusRings(page, '/dashboard');
});

test('after registering, the focus is on the wizard\'s heading: one Tab past "log out" reaches "start"', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/register');
  await fillRegister(page, user);
  await expect(page).toHaveURL(/\/onboarding\/?$/);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${user.firstName}!` })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Başla' })).toBeFocused();
});
