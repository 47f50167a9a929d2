import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/accounts';
import { strings } from './support/strings';
import { storedTokens } from './support/users';

// Run by playwright.ttl.config.ts: the server under test issues access tokens that live 5 seconds, so these
// journeys cross a real expiry (no clock tricks: the server's own verification rejects the old token).
const s = strings('tr');

/** Waits until the stored access token has expired, reading `exp` from the token itself. Returns that token. */
async function waitPastExpiry(page: Page): Promise<string> {
  const { access } = await storedTokens(page);
  expect(access).toBeTruthy();
  const payload = JSON.parse(Buffer.from((access as string).split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
  expect(payload.exp - payload.iat, 'this run must use ACCESS_TOKEN_TTL=5').toBe(5);
  const wait = payload.exp * 1000 - Date.now() + 1_000;
  if (wait > 0) await page.waitForTimeout(wait);
  return access as string;
}

/** No error is on screen: no filled alert, no error toast. */
async function expectNoVisibleError(page: Page) {
  await expect(page.locator('[role=alert]:not(:empty)')).toHaveCount(0);
  await expect(page.getByText(s.errors['common.sessionExpired'])).toHaveCount(0);
  await expect(page.getByText(`${s.shell['toast.error']}:`, { exact: true })).toHaveCount(0);
}

test('the dashboard keeps working past the access token expiry, without a visible error', async ({
  page,
  onboardedAccount: user,
}) => {
  await page.goto('/login');
  await page.getByLabel(s.auth['fields.email'], { exact: true }).fill(user.email);
  await page.getByLabel(s.auth['fields.password'], { exact: true }).fill(user.password);
  await page.getByRole('button', { name: s.auth['login.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);

  // A new page load after expiry: the session check and the onboarding check both get 401 and share one refresh.
  const expired = await waitPastExpiry(page);
  await page
    .getByRole('navigation', { name: s.dashboard['frame.navLabel'] })
    .getByRole('link', { name: s.dashboard['nav.support'] })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/support\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['support.title']);
  expect((await storedTokens(page)).access).not.toBe(expired);
  await expectNoVisibleError(page);

  // A request from a page that has been open past expiry: refreshed and replayed, the save succeeds.
  await page.getByRole('button', { name: new RegExp(s.dashboard['userMenu.open']) }).click();
  await page.getByRole('menuitem', { name: s.dashboard['userMenu.profile'] }).click();
  const firstName = page.getByLabel(s.profile['fields.firstName'], { exact: true });
  await expect(firstName).toHaveValue(user.firstName);
  await waitPastExpiry(page);
  await firstName.fill('Elif');
  await page.getByRole('button', { name: s.profile['personal.submit'] }).click();
  await expect(page.getByText(s.profile['toast.infoUpdated'])).toBeVisible();
  await expectNoVisibleError(page);
  await expect(page).toHaveURL(/\/dashboard\/profile\/?$/);

  await page.reload();
  await expect(firstName).toHaveValue('Elif');
});

test('past expiry with a revoked refresh token, the next page goes to /login and forgets the tokens', async ({
  page,
  request,
  onboardedUser: user,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);

  // Logged out elsewhere (the refresh token is revoked), then the access token runs out.
  const logout = await request.post('/api/auth/logout', { data: { refresh_token: user.tokens.refresh_token } });
  expect(logout.ok()).toBe(true);
  await waitPastExpiry(page);
  await page
    .getByRole('navigation', { name: s.dashboard['frame.navLabel'] })
    .getByRole('link', { name: s.dashboard['nav.documents'] })
    .click();
  await expect(page).toHaveURL(/\/login\/?(\?next=%2Fdashboard%2Fdocuments(%2F)?)?$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});
