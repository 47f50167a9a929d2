import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothSizes } from './support/axe';
import { onboardingApi } from './fixtures/onboarding';
import { mailedLink } from './support/outbox';
import { strings } from './support/strings';
import { fillRegister, newUser, registerViaApi, storeTokens, storedTokens } from './support/users';

const s = strings('en');

test('the welcome mail links to this server; "send again" mails a new link, and following it ends the banner', async ({
  page,
  request,
  baseURL,
}) => {
  const user = newUser();
  await page.goto('/en/register');
  await fillRegister(page, user, 'en');
  await expect(page).toHaveURL(/\/en\/onboarding\/?$/);

  // The server was started without PUBLIC_SITE_URL: its links point at the address it listens on.
  const welcome = await mailedLink(user.email, '/verify-email');
  expect(welcome.origin).toBe(new URL(baseURL ?? '').origin);
  expect(welcome.pathname).toBe('/en/verify-email');

  const { access } = await storedTokens(page);
  await onboardingApi(request, access ?? '').reach(5);
  await page.goto('/en/dashboard');
  const banner = page.getByText(s.dashboard['verifyBanner.text'].replace('{{email}}', user.email));
  await expect(banner).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'dashboard with the verification banner');
  await page.getByRole('button', { name: s.dashboard['verifyBanner.resend'] }).click();
  await expect(page.getByRole('status').getByText(`We sent a verification link to ${user.email}.`)).toBeVisible();

  // The new link replaced the welcome mail's.
  const fresh = await mailedLink(user.email, '/verify-email', 2);
  await page.goto(welcome.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['verify.invalidTitle']);
  await page.goto(fresh.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['verify.doneTitle']);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'verify-email done');
  await page.getByRole('link', { name: s.auth['verify.toDashboard'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
  await expect(banner).toBeHidden();
});

test('a link opened in another browser (signed out) confirms the address too; a used one says so', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'de');
  const link = await mailedLink(user.email, '/verify-email');
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings('de').auth['verify.doneTitle']);
  await expect(page.getByRole('link', { name: strings('de').auth['reset.toLogin'] })).toBeVisible();
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings('de').auth['verify.invalidTitle']);
  await expect(page.getByRole('alert')).toContainText('ungültig');
  await expectAccessibleAtBothSizes(page, 'verify-email invalid');

  const session = await request.get('/api/auth/session', {
    headers: { Authorization: `Bearer ${user.tokens.access_token}` },
  });
  expect((await session.json()).data).toMatchObject({ emailVerified: true });
});

test('the profile shows a new address as pending until its link is used', async ({ page, request }) => {
  const user = await registerViaApi(request, 'en');
  await onboardingApi(request, user.tokens.access_token).reach(5);
  await storeTokens(page, user.tokens);
  await page.goto('/en/dashboard/profile');
  const moved = `moved-${user.email}`;
  await page.getByLabel(strings('en').profile['fields.email'], { exact: true }).fill(moved);
  await page.getByRole('button', { name: strings('en').profile['personal.submit'] }).click();
  await expect(
    page.getByRole('status').getByText(`We sent a confirmation link to ${moved}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`New address waiting for confirmation: ${moved}.`)).toBeVisible();

  await page.goto((await mailedLink(moved, '/verify-email')).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['verify.doneTitle']);
  await page.goto('/en/dashboard/profile');
  await expect(page.getByText(moved, { exact: true })).toBeVisible();
  await expect(page.getByText('New address waiting for confirmation')).toBeHidden();
});
