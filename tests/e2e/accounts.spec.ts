import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pngBytes } from '@/server/test/files';
import { expect, test } from './fixtures/accounts';
import { onboardingApi } from './fixtures/onboarding';
import { resetLinkFor } from './support/outbox';
import { fill, pathIn, strings } from './support/strings';
import { fillRegister, newUser, registerViaApi, storedTokens, storeTokens } from './support/users';
import { withoutLiveStream } from './support/network';

// The accounts journeys in Turkish (the default locale); the login page is also checked in English and German.
const s = strings('tr');
const onboardingUrl = /\/onboarding\/?$/;
const dashboardUrl = /\/dashboard\/?$/;

async function fillLogin(page: Page, email: string, password: string, t = s) {
  await page.getByLabel(t.auth['fields.email'], { exact: true }).fill(email);
  await page.getByLabel(t.auth['fields.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth['login.submit'] }).click();
}

test('register → onboarding gate → (onboarding done) dashboard → logout → login', async ({ page, request }) => {
  const user = newUser();
  await page.goto('/register');
  await fillRegister(page, user);
  // The guard sends a new user to the wizard, whatever it shows.
  await expect(page).toHaveURL(onboardingUrl);

  const { access } = await storedTokens(page);
  expect(access).toBeTruthy();
  await onboardingApi(request, access as string).reach(5);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(s.dashboard['home.welcome'], { name: user.firstName }),
  );

  await page.getByRole('button', { name: new RegExp(s.dashboard['userMenu.open']) }).click();
  await expect(page.getByRole('menu')).toContainText(s.dashboard['userMenu.loggedInAs']);
  await expect(page.getByRole('menu')).toContainText(`${user.firstName} ${user.lastName}`);
  await page.getByRole('menuitem', { name: s.dashboard['userMenu.logout'] }).click();
  // The landing page says what happened, in the server's words.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText(s.account['loggedOut'])).toBeVisible();
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
});

test('register and login errors are shown in Turkish, and nothing typed is lost', async ({ page, account: taken }) => {
  await page.goto('/register');

  // Client-side rules from the shared schema, on blur and on submit.
  await page.getByLabel(s.auth['fields.password'], { exact: true }).fill('kisa');
  await page.getByLabel(s.auth['fields.email'], { exact: true }).focus();
  await expect(page.getByText(s.errors['validation.passwordRule'])).toBeVisible();
  await page.getByRole('button', { name: s.auth['register.submit'] }).click();
  await expect(page.getByText(s.errors['validation.acceptTerms'])).toBeVisible();
  await expect(page.getByLabel(s.auth['fields.firstName'], { exact: true })).toBeFocused();
  await expect(page.getByLabel(s.auth['fields.firstName'], { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // The server's answer for a taken address sits at the e-mail field; every value stays.
  await fillRegister(page, { ...newUser(), email: taken.email });
  const email = page.getByLabel(s.auth['fields.email'], { exact: true });
  await expect(page.getByText(s.account.emailTaken)).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(taken.email);
  await expect(page.getByLabel(s.auth['fields.firstName'], { exact: true })).toHaveValue('Ayşe');
  await expect(page.getByLabel(s.auth['fields.password'], { exact: true })).toHaveValue('Guclu1234');
  await expect(page.getByRole('checkbox')).toBeChecked();

  // Show/hide password.
  await page.getByRole('button', { name: s.shell['password.show'] }).click();
  await expect(page.getByLabel(s.auth['fields.password'], { exact: true })).toHaveAttribute('type', 'text');

  await page.goto('/login');
  await fillLogin(page, taken.email, 'Yanlis1234');
  await expect(page.getByRole('alert')).toHaveText(s.account.invalidCredentials);
  await expect(page.getByLabel(s.auth['fields.email'], { exact: true })).toHaveValue(taken.email);
  await expect(page.getByRole('button', { name: s.auth['login.submit'] })).toBeEnabled();
});

test('forgot password: the mailed link sets a new password; the old one and the used link stop working', async ({
  page,
  onboardedAccount: user,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel(s.auth['fields.email'], { exact: true }).fill(user.email);
  await page.getByRole('button', { name: s.auth['forgot.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: s.auth['forgot.sent'] })).toBeVisible();

  // An unknown address gets exactly the same answer.
  await page.getByRole('button', { name: s.auth['forgot.again'] }).click();
  await page.getByLabel(s.auth['fields.email'], { exact: true }).fill(`nobody-${user.email}`);
  await page.getByRole('button', { name: s.auth['forgot.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: s.auth['forgot.sent'] })).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await page.getByLabel(s.auth['fields.newPassword'], { exact: true }).fill('Yeni5678');
  await page.getByRole('button', { name: s.auth['reset.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['reset.doneTitle']);

  await page.getByRole('link', { name: s.auth['reset.toLogin'] }).click();
  await fillLogin(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(s.account.invalidCredentials);
  await page.getByLabel(s.auth['fields.password'], { exact: true }).fill('Yeni5678');
  await page.getByRole('button', { name: s.auth['login.submit'] }).click();
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);

  // Signed out again, the same link is refused with a clear message.
  await signOutOnAPlainPage(page);
  await page.goto(link);
  await page.getByLabel(s.auth['fields.newPassword'], { exact: true }).fill('Baska9999');
  await page.getByRole('button', { name: s.auth['reset.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['reset.invalidTitle']);
  await expect(page.getByRole('link', { name: s.auth['reset.requestNew'] })).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['reset.invalidTitle']);
});

test('the guard: /dashboard without a token goes to /login, /login with a token goes to /dashboard', async ({
  page,
  onboardedAccount: user,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await page.goto('/de/dashboard/profile');
  await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fdashboard%2Fprofile/);

  await storeTokens(page, user.tokens);
  await page.goto('/login');
  await expect(page).toHaveURL(dashboardUrl);
  await page.goto('/register');
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
});

/**
 * Signs out by clearing the tokens on a marketing page: on a signed-in page a request still on its way (the live
 * stream's reconnect, a poll) would meet the cleared tokens and send the page to the login on its own, racing the
 * test's next navigation.
 */
async function signOutOnAPlainPage(page: Page) {
  await page.goto('/faq');
  await page.evaluate(() => localStorage.clear());
}

test('back where you were: after signing in, the protected page the visitor opened; the onboarding gate still wins', async ({
  page,
  onboardedAccount: user,
  request,
}) => {
  await withoutLiveStream(page);
  await page.goto('/en/dashboard/settings?from=mail#account');
  await expect(page).toHaveURL(/\/en\/login\?next=/);
  await fillLogin(page, user.email, user.password, strings('en'));
  // Back on that page (query and hash kept), in the user's own language (Turkish).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/settings\/?\?from=mail#account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.profile['settings.title']);

  // Another host is never a destination: a forged `next` leads to the dashboard.
  await signOutOnAPlainPage(page);
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/dashboard')}`);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(dashboardUrl);

  // A user who has not finished onboarding goes to the wizard, wherever `next` pointed.
  const newcomer = await registerViaApi(request);
  await signOutOnAPlainPage(page);
  await page.goto('/dashboard/profile');
  await fillLogin(page, newcomer.email, newcomer.password);
  await expect(page).toHaveURL(onboardingUrl);
});

test('every sidebar item opens its own page, marked as current', async ({ page, onboardedUser: user }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: s.dashboard['frame.navLabel'] });
  for (const key of ['documents', 'packages', 'appointments', 'payments', 'support', 'home'] as const) {
    await nav.getByRole('link', { name: s.dashboard[`nav.${key}`] }).click();
    await expect(nav.getByRole('link', { name: s.dashboard[`nav.${key}`] })).toHaveAttribute('aria-current', 'page');
    const heading =
      key === 'home' ? fill(s.dashboard['home.welcome'], { name: user.firstName }) : s.dashboard[`nav.${key}`];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.getByRole('button', { name: s.dashboard['notifications.open'] }).click();
  await expect(page.getByRole('menu')).toContainText(s.dashboard['notifications.empty']);
  await page.getByRole('menuitem', { name: s.dashboard['notifications.viewAll'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\/?$/);
});

test('profile: edits persist after reload; photo and password are changed with the checks before sending', async ({
  page,
  request,
  onboardedUser: user,
}) => {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.profile.title);

  const personal = page.getByRole('region', { name: s.profile['personal.title'] });
  await personal.getByLabel(s.profile['fields.firstName'], { exact: true }).fill('Zeynep');
  await personal.getByLabel(s.profile['fields.phone'], { exact: true }).fill('12');
  await personal.getByRole('button', { name: s.profile['personal.submit'] }).click();
  await expect(personal.getByText(fill(s.errors['validation.phoneMin'], { min: 6 }))).toBeVisible();
  await personal.getByLabel(s.profile['fields.phone'], { exact: true }).fill('+49 151 2345678');
  await personal.getByLabel(s.profile['fields.maritalStatus'], { exact: true }).selectOption('married');
  await personal.getByRole('button', { name: s.profile['personal.submit'] }).click();
  await expect(page.getByText(s.profile['toast.infoUpdated'])).toBeVisible();

  await page.reload();
  await expect(personal.getByLabel(s.profile['fields.firstName'], { exact: true })).toHaveValue('Zeynep');
  await expect(personal.getByLabel(s.profile['fields.phone'], { exact: true })).toHaveValue('+49 151 2345678');
  await expect(personal.getByLabel(s.profile['fields.maritalStatus'], { exact: true })).toHaveValue('married');
  await expect(page.getByRole('button', { name: new RegExp(s.dashboard['userMenu.open']) })).toContainText(
    'Zeynep Yılmaz',
  );

  // A file that is not an image is refused before anything is sent.
  let uploads = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/profile/avatar') && (uploads += 1)));
  const picker = page.getByLabel(s.profile['avatar.choose'], { exact: true });
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText(s['onboarding-api'].avatarInvalidType)).toBeVisible();
  const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]);
  await picker.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(page.getByText(fill(s['onboarding-api'].fileTooLarge, { size: 2 }))).toBeVisible();
  expect(uploads).toBe(0);

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: s.profile['avatar.previewAlt'] })).toBeVisible();
  await page.getByRole('button', { name: s.profile['avatar.upload'] }).click();
  await expect(page.getByText(s.profile['toast.photoUpdated'])).toBeVisible();
  await expect(page.getByRole('img', { name: s.profile['avatar.alt'] })).toHaveAttribute('src', /^blob:/);
  // The navbar shows the new photo at once, not its initials until a reload.
  const navbarPhoto = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(s.dashboard['userMenu.open']) })
    .locator('img');
  await expect(navbarPhoto).toHaveAttribute('src', /^blob:/);
  await page.reload();
  await expect(navbarPhoto).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('img', { name: s.profile['avatar.alt'] })).toHaveAttribute('src', /^blob:/);

  const security = page.getByRole('region', { name: s.profile['security.title'] });
  await security.getByLabel(s.profile['fields.currentPassword'], { exact: true }).fill('Yanlis1234');
  await security.getByLabel(s.profile['fields.newPassword'], { exact: true }).fill('Yeni5678');
  await security.getByRole('button', { name: s.profile['security.submit'] }).click();
  await expect(security.getByText(s.account.wrongPassword)).toBeVisible();
  await security.getByLabel(s.profile['fields.currentPassword'], { exact: true }).fill(user.password);
  await security.getByRole('button', { name: s.profile['security.submit'] }).click();
  await expect(page.getByText(s.profile['toast.passwordUpdated'])).toBeVisible();
  await expect(security.getByLabel(s.profile['fields.newPassword'], { exact: true })).toHaveValue('');

  // This tab keeps working with the fresh token pair; the new password is the one that logs in.
  await page.reload();
  await expect(personal.getByLabel(s.profile['fields.firstName'], { exact: true })).toHaveValue('Zeynep');
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: 'Yeni5678' } });
  expect(login.status()).toBe(200);
});

test('changing the language in settings moves the interface to that locale', async ({ page, onboardedUser: _user }) => {
  await page.goto('/dashboard/settings');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: s.profile['settings.language.submit'] }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/settings\/?$/);
  const en = strings('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.profile['settings.title']);
  await expect(page.getByText(en.dashboard['toast.languageChanged'])).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  // The Turkish address now leads to English: the preference follows the user.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/en\/dashboard\/?$/);
});

test('settings: "download my data" asks for the password again, then the browser saves a ZIP', async ({
  page,
  onboardedUser: user,
}) => {
  await page.goto('/dashboard/settings');
  const card = page.locator('#data');
  const password = card.getByLabel(s.profile['fields.currentPassword'], { exact: true });
  await password.fill('yanlis-sifre');
  await card.getByRole('button', { name: s.profile['settings.export.submit'] }).click();
  await expect(card.getByText(s.account.wrongPassword)).toBeVisible();

  await password.fill(user.password);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: s.profile['settings.export.submit'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  await expect(password).toHaveValue('');
});

test('deleting the account logs out, goes home, and the e-mail can register again', async ({
  page,
  request,
  onboardedUser: user,
}) => {
  await page.goto('/dashboard/profile');

  await page.getByRole('button', { name: s.profile['delete.open'] }).click();
  const dialog = page.getByRole('dialog', { name: s.profile['delete.title'] });
  const confirm = dialog.getByLabel(fill(s.profile['delete.confirmLabel'], { email: user.email }), { exact: true });
  await confirm.fill('baska@example.com');
  await dialog.getByRole('button', { name: s.profile['delete.confirm'] }).click();
  await expect(dialog.getByText(s.profile['delete.mismatch'])).toBeVisible();
  await confirm.fill(user.email);
  await dialog.getByRole('button', { name: s.profile['delete.confirm'] }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  const old = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);

  await page.goto('/register');
  await fillRegister(page, { ...newUser(), email: user.email });
  await expect(page).toHaveURL(onboardingUrl);
});

for (const locale of ['en', 'de'] as const) {
  test(`the login page speaks ${locale}: labels, validation and the server's message`, async ({ page, context }) => {
    const t = strings(locale);
    await page.goto(pathIn(locale, '/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth['login.title']);
    await page.getByRole('button', { name: t.auth['login.submit'] }).click();
    await expect(page.getByText(t.errors['validation.email'])).toBeVisible();
    await expect(page.getByText(t.errors['validation.required'])).toBeVisible();

    await page.getByLabel(t.auth['fields.email'], { exact: true }).fill('niemand@example.com');
    await page.getByLabel(t.auth['fields.password'], { exact: true }).fill('Falsch1234');
    await page.getByRole('button', { name: t.auth['login.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(t.account.invalidCredentials);

    // The switcher keeps the page and remembers the choice for a year, like the marketing site's.
    await page
      .getByRole('navigation', { name: t.common['language.label'] })
      .getByRole('link', { name: 'Türkçe' })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.auth['login.title']);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('tr');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });
}

/** A 1×1 transparent PNG. */
const TINY_PNG = pngBytes();
