import { expect, test, type APIRequestContext } from '@playwright/test';
import appointments from '@locales/en/appointments.json' with { type: 'json' };
import deStaff from '@locales/de/staff.json' with { type: 'json' };
import enAuth from '@locales/en/auth.json' with { type: 'json' };
import enOnboarding from '@locales/en/onboarding.json' with { type: 'json' };
import enShell from '@locales/en/shell.json' with { type: 'json' };
import enStaff from '@locales/en/staff.json' with { type: 'json' };
import enTools from '@locales/en/tools.json' with { type: 'json' };
import trAuth from '@locales/tr/auth.json' with { type: 'json' };
import trStaff from '@locales/tr/staff.json' with { type: 'json' };
import { loadSiteContent } from '@/server/site/content';
import { onboardingApi } from './fixtures/onboarding';
import { ADMIN } from './support/admin';
import { PHONE } from './support/axe';
import { tabTo } from './support/keyboard';
import { mailsTo } from './support/outbox';
import { adminToken, customerCase, staffAccount } from './support/staff';
import { fill } from './support/strings';
import { newUser, registerViaApi, storeTokens } from './support/users';

// Issue 29's behaviour points in a real browser: the console's language, focus after a rejection, readable audit
// details, the invitation's welcome, and a booking that loses its time on a phone.

test('staff get the console in the language of the login page, switch it in the header, and it stays', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByLabel(enAuth['fields.email'], { exact: true }).fill(ADMIN.email);
  await page.getByLabel(enAuth['fields.password'], { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: enAuth['login.submit'] }).click();
  await expect(page).toHaveURL(/\/en\/staff\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enStaff['cases.title']);

  // The header's switch: the same page in German, with a toast saying so.
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/staff\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deStaff['cases.title']);
  await expect(page.getByText(deStaff['frame.languageChanged'])).toBeVisible();
  // Saved: the unprefixed (Turkish) address follows the choice.
  await page.goto('/staff/team');
  await expect(page).toHaveURL(/\/de\/staff\/team\/?$/);
  // The settings page, reached from the tabs, names the account; its password field has a worded toggle.
  await page.getByRole('link', { name: deStaff['nav.settings'] }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deStaff['settings.title']);
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await page.goto('/en/staff/settings');
  await expect(page).toHaveURL(/\/de\/staff\/settings\/?$/); // preferred language wins after sign-in
  // Back to Turkish for the other journeys, which expect the first admin's console in Turkish.
  await page.getByLabel('Sprache', { exact: true }).selectOption('tr');
  await expect(page).toHaveURL(/\/staff\/settings\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trStaff['settings.title']);
});

test('the show-password toggle is named in words (English staff settings)', async ({ page, request }) => {
  const admin = await staffAccount(request, 'admin', 'en');
  await storeTokens(page, admin.tokens);
  await page.goto('/en/staff/settings');
  await expect(page.getByRole('button', { name: enShell['password.show'] }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'password.show' })).toHaveCount(0);
});

test('after a keyboard rejection, and after cancelling one, focus is back on the Reject button', async ({
  page,
  request,
}) => {
  const s = trStaff;
  const advisor = await staffAccount(request, 'advisor', 'tr');
  const customer = await customerCase(request, advisor.id);
  await storeTokens(page, advisor.tokens);
  await page.goto(`/staff/case?id=${customer.session.id}`);
  const documents = page.getByRole('region', { name: new RegExp(s['documents.title']) });
  const reject = documents.getByRole('button', { name: s['documents.reject'], exact: true });

  // Open the form, Tab past the reason and "reject" to "cancel", press it.
  await tabTo(page, reject, 40);
  await page.keyboard.press('Enter');
  await expect(documents.getByLabel(s['documents.reason'], { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(documents.getByRole('button', { name: s['common.cancel'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reject).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type('Lütfen belgenin tamamını yükleyin.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(documents.getByText('Gerekçe: Lütfen belgenin tamamını yükleyin.')).toBeVisible();
  await expect(reject).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test('the audit log reads as sentences with names, in the console language', async ({ page, request }) => {
  const admin = await staffAccount(request, 'admin', 'tr');
  const advisor = await staffAccount(request, 'advisor', 'tr');
  await customerCase(request, advisor.id);
  await storeTokens(page, admin.tokens);
  await page.goto('/staff/audit');
  await page.getByLabel(trStaff['audit.action'], { exact: true }).selectOption('case.assign');
  const rows = page.getByRole('row');
  await expect(
    rows.filter({ hasText: `Atanan danışman: ${advisor.firstName} ${advisor.lastName}` }).first(),
  ).toBeVisible();
  const table = (await page.getByRole('table').innerText()).toLowerCase();
  expect(table).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(table).not.toContain('roundrobin');
  expect(table).not.toContain('to:');
});

test('the invitation opens a welcome naming the company and the role', async ({ page, request }) => {
  const person = newUser({ firstName: 'Elif', lastName: 'Demir' });
  const res = await request.post('/api/staff/users', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { ...person, role: 'advisor', preferredLanguage: 'tr' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const company = loadSiteContent().company.name;
  // The whole link as mailed (resetLinkFor keeps only the token): `&invite=1&role=advisor` words the page.
  const [mail] = await mailsTo(person.email, (m) => m.text.includes('/reset-password?token='));
  const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(mail!.text)![0]);
  expect(link.searchParams.get('role')).toBe('advisor');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(trAuth['invite.title'], { company }));
  await expect(page.getByText(fill(trAuth['invite.intro'], { role: trAuth['invite.role.advisor'] }))).toBeVisible();
  await expect(page.getByText(trAuth['reset.intro'])).toHaveCount(0);
  await page.getByLabel(trAuth['fields.newPassword'], { exact: true }).fill(person.password);
  await page.getByRole('button', { name: trAuth['invite.submit'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trAuth['invite.doneTitle']);
});

/** Books `start` for fresh customers until no advisor is left for it (the server then answers 409 for it). */
async function takeEveryAdvisor(request: APIRequestContext, start: string) {
  for (let i = 0; i < 30; i++) {
    const other = await registerViaApi(request, 'en');
    const res = await request.post('/api/appointments', {
      headers: { Authorization: `Bearer ${other.tokens.access_token}` },
      data: { type: 'consultation', start, meetingType: 'online', timeZone: 'Europe/Berlin' },
    });
    if (res.status() === 409) return;
    expect(res.status(), await res.text()).toBe(201);
  }
  throw new Error('the time never filled up');
}

test('on a phone, a time taken meanwhile: the message in view with focus, "chosen time" cleared', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await registerViaApi(request, 'en');
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  await storeTokens(page, customer.tokens);
  await page.setViewportSize(PHONE);
  await page.goto('/en/dashboard/appointments');
  await page.getByRole('button', { name: appointments['page.book'] }).click();
  const dialog = page.getByRole('dialog', { name: appointments['book.title'] });
  const slot = dialog.locator('input[name="start"]').first();
  await slot.check({ force: true });
  const start = await slot.inputValue();
  await expect(dialog.getByText(/^Chosen time: /)).toBeVisible();

  await takeEveryAdvisor(request, start);
  await dialog.getByRole('button', { name: appointments['book.submit'] }).click();
  const message = dialog.getByText(appointments['errors.slotTaken']);
  await expect(message).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
    appointments['errors.slotTaken'],
  );
  await expect(dialog.getByText(/^Chosen time: /)).toHaveCount(0);
  // The week was read again: the lost time is gone from the list.
  await expect(dialog.locator(`input[value="${start}"]`)).toHaveCount(0);
});

test('the route check says the German level the user has and what the route needs', async ({ page }) => {
  const t = enTools;
  await page.goto('/en/tools/route-check/');
  await page.getByRole('radio', { name: t['qualification.university'] }).check();
  await page.getByRole('radio', { name: t['recognition.partial'] }).check();
  await page.getByLabel(t['form.germanLevel']).selectOption('B1');
  await page.getByLabel(t['form.age']).fill('32');
  await page.getByRole('button', { name: t['form.submit.routeCheck'] }).click();
  const measure = page.locator('li[data-route="16d"]');
  await expect(measure).toContainText(fill(t['reason.german'], { level: 'B1', needed: 'A2' }));
  await expect(page.getByText('reaches A2')).toHaveCount(0);
});

test('sign-up names the package chosen on the landing page; a finished application is not asked to be completed', async ({
  page,
  request,
}) => {
  await page.goto('/en/register?package=premium');
  await expect(page.getByText(fill(enAuth['register.chosenPackage'], { name: 'Premium' }))).toBeVisible();
  const customer = await registerViaApi(request, 'en');
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  await storeTokens(page, customer.tokens);
  await page.goto('/en/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enOnboarding['titleDone']);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(enOnboarding['title']);
});
