import { expect, test, type Page } from '@playwright/test';
import deTools from '@locales/de/tools.json' with { type: 'json' };
import enTools from '@locales/en/tools.json' with { type: 'json' };
import trTools from '@locales/tr/tools.json' with { type: 'json' };
import { onboardingApi } from './fixtures/onboarding';
import { fill, strings } from './support/strings';
import { registerViaApi } from './support/users';

// The free tools' journey in Turkish: a mechanical engineer with a partly recognised diploma and B1 German checks
// the routes, opens the points tool prefilled and saves the result to the case after signing in.
const t = trTools;
const s = strings('tr');

async function answerAsEngineer(page: Page) {
  await page.goto('/tools/route-check/');
  // The form is plain HTML until the first interaction wakes the island; choices made before that are kept.
  await page.getByRole('radio', { name: t['qualification.university'] }).check();
  await page.getByRole('radio', { name: t['recognition.partial'] }).check();
  await page.getByLabel(t['form.germanLevel']).selectOption('B1');
  await page.getByLabel(t['form.age']).fill('32');
  await page.getByLabel(t['form.experienceYearsLast5']).fill('3');
  await page.getByLabel(t['form.experienceYearsLast7']).fill('3');
  await page.getByLabel(t['form.occupation']).selectOption('stem');
  await page.getByRole('button', { name: t['form.submit.routeCheck'] }).click();
}

test('route check → routes and missing pieces → points tool prefilled → save to the case after signing in', async ({
  page,
  request,
}) => {
  await answerAsEngineer(page);
  await expect(page.getByRole('heading', { name: t['result.routeCheck.title'] })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: fill(t['result.summary'], { fits: 2, nearly: 4 }) }),
  ).toBeVisible();

  // Fits: § 16d(1) and the Chancenkarte; the Blue Card nearly fits, missing the recognition and a job offer.
  const fits = page.locator('li[data-status=fits]');
  await expect(fits.getByRole('heading', { level: 4 })).toHaveText([t['route.16d'], t['route.20a']]);
  const blueCard = page.locator('li[data-route="18g"]');
  await expect(blueCard).toContainText(t['result.status.nearly']);
  await expect(blueCard.locator('[data-missing] li')).toHaveText([t['missing.recognition'], /45\.934,20/]);
  await expect(page.locator('li[data-route="16d3"] [data-missing] li')).toHaveText([t['missing.jobOffer']]);
  await expect(page.getByRole('link', { name: t['disclaimer.book'] })).toHaveAttribute(
    'href',
    '/dashboard/appointments',
  );

  // The points tool opens with the same answers and counts them: 4 + 2 + 2 + 2 + 1 = 11 points.
  await page.getByRole('link', { name: t['result.openPoints'] }).click();
  await expect(page).toHaveURL(/\/tools\/chancenkarte\/?\?.*germanLevel=B1/);
  await expect(page.getByLabel(t['form.germanLevel'])).toHaveValue('B1');
  await expect(page.getByRole('radio', { name: t['recognition.partial'] })).toBeChecked();
  await expect(page.getByText(fill(t['points.total_other'], { count: 11, threshold: 6 }))).toBeVisible();
  await expect(page.getByText(t['ruleHelp.20b-1-1'])).toBeVisible();

  // Saving as a visitor asks to sign in; the answers wait in the tab and the dashboard offers to save them.
  await page.getByLabel(t['form.funds']).check();
  await expect(page.getByText(t['points.eligible'])).toBeVisible();
  await page.getByRole('button', { name: t['save.button'] }).click();
  await expect(page.getByText(t['save.signInPrompt'])).toBeVisible();

  const user = await registerViaApi(request, 'tr');
  await onboardingApi(request, user.tokens.access_token).reach(5);
  await page.getByRole('link', { name: t['save.signIn'] }).click();
  await page.getByLabel(s.auth['fields.email'], { exact: true }).fill(user.email);
  await page.getByLabel(s.auth['fields.password'], { exact: true }).fill(user.password);
  await page.getByRole('button', { name: s.auth['login.submit'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);

  const card = page.locator('section[aria-labelledby="saved-checks-title"]');
  await expect(card.getByText(t['card.empty'])).toBeVisible();
  await card.getByRole('button', { name: t['card.savePending'] }).click();
  await expect(card.locator('[data-saved-check="chancenkarte"]')).toContainText(
    fill(t['card.pointsEligible'], { points: 11 }),
  );
  await page.reload();
  await expect(card.locator('[data-saved-check="chancenkarte"]')).toBeVisible();
  await expect(card.getByRole('button', { name: t['card.savePending'] })).toHaveCount(0);

  // Signed in, the route check saves straight away and the card shows which routes fit.
  await answerAsEngineer(page);
  await page.getByRole('button', { name: t['save.button'] }).click();
  await expect(page.getByText(t['save.saved'])).toBeVisible();
  await page.goto('/dashboard');
  await expect(card.locator('[data-saved-check="route-check"]')).toContainText(
    fill(t['card.routes'], { routes: '§ 16d(1), Chancenkarte' }),
  );
});

test('the cost planner shows fees in EUR and TRY with the rate’s date, and the timeline from the user’s times', async ({
  page,
}) => {
  await page.goto('/tools/costs/');
  await expect(page.locator('[data-rate]')).toHaveText(t['costs.rate.later']);
  await page.getByLabel(t['costs.route']).selectOption('18g');
  await page.getByLabel(t['costs.zab']).check();
  await expect(page.locator('[data-rate]')).toHaveText(
    fill(t['costs.rate.fallback'], { rate: '35,1868', date: '28 Haziran 2024' }),
  );
  const total = page.locator('tfoot tr').first();
  await expect(total).toContainText('€275');
  await expect(total).toContainText('₺9.676');
  await page.getByLabel(t['timeline.phase.recognition'], { exact: true }).fill('4');
  await expect(page.locator('figcaption').getByText(fill(t['timeline.total_other'], { count: 6 }))).toBeVisible();
  await expect(page.locator('svg[role=img] title')).toHaveText(fill(t['timeline.total_other'], { count: 6 }));
});

for (const [locale, tools] of [
  ['en', enTools],
  ['de', deTools],
] as const) {
  test(`the tool pages read in ${locale}, with the header link and the landing teaser`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await expect(page.locator('#tools').getByRole('link')).toHaveCount(3);
    await page.locator('header nav:visible').getByRole('link', { name: tools['nav.label'] }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/tools/route-check/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tools['page.routeCheck.title']);
    await page.goto(
      `/${locale}/tools/chancenkarte/?qualification=vocational&englishLevel=B2&age=29&experienceYearsLast5=2&funds=on`,
    );
    await expect(page.getByText(fill(tools['points.total_other'], { count: 4, threshold: 6 }))).toBeVisible();
    await expect(page.getByText(fill(tools['missing.points_other'], { count: 2 }))).toBeVisible();
  });
}
