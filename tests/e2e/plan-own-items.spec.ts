import { expect, test } from '@playwright/test';
import plan from '@locales/de/plan.json' with { type: 'json' };
import errors from '@locales/de/errors.json' with { type: 'json' };
import { files, onboardingApi } from './fixtures/onboarding';
import { expectAccessibleAtBothSizes } from './support/axe';
import { adminToken, staffAccount } from './support/staff';
import { registerViaApi, storeTokens } from './support/users';

// Issue 28 (decision 085), in German: the advisor adds an item of their own on the case page; the customer sees it
// on /dashboard/plan marked as added by the advisor, with no source, and files a document under it; the case list
// shows the plan's progress.
test('the advisor adds an own plan item; the customer sees it without a source and uploads under it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const advisor = await staffAccount(request, 'advisor', 'de');
  const customer = await registerViaApi(request, 'de');
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  const assigned = await request.patch(`/api/staff/cases/${customer.session.id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { advisorId: advisor.id },
  });
  expect(assigned.ok()).toBe(true);
  await request.put('/api/plan/route', {
    headers: { Authorization: `Bearer ${customer.tokens.access_token}` },
    data: { route: '20a' },
  });

  const advisorPage = await (await browser.newContext()).newPage();
  await storeTokens(advisorPage, advisor.tokens);
  await advisorPage.goto(`/de/staff/case?id=${customer.session.id}`);
  const section = advisorPage.getByRole('region', { name: plan['staff.title'], exact: true });
  await expect(section.getByRole('button', { name: plan['staff.add.submit'] })).toBeVisible({ timeout: 30_000 });
  // Too short a title is refused in place, in German, before anything is sent.
  await section.getByLabel(plan['staff.add.name']).fill('ab');
  await section.getByRole('button', { name: plan['staff.add.submit'] }).click();
  await expect(section.getByText(errors['validation.min'].replace('{{min}}', '3'))).toBeVisible();
  await section.getByLabel(plan['staff.add.name']).fill('Askerlik durum belgesi');
  await section.getByLabel(plan['staff.add.how']).fill('Über e-Devlet als PDF herunterladen.');
  await section.getByRole('button', { name: plan['staff.add.submit'] }).click();
  const own = section.locator('li[data-plan-item^="own"]');
  await expect(own).toContainText('Askerlik durum belgesi');
  await expect(own.getByText(plan['staff.own'])).toBeVisible();

  await storeTokens(page, customer.tokens);
  await page.goto('/de/dashboard/plan');
  const item = page.locator('li[data-plan-item^="own"]');
  await expect(item).toContainText('Askerlik durum belgesi', { timeout: 30_000 });
  await expect(item.getByText(plan['page.addedByAdvisor'])).toBeVisible();
  await expect(item.getByText(plan['page.noSource'])).toBeVisible();
  await expect(item.getByRole('link', { name: plan['visa.source'] })).toHaveCount(0);
  await item.locator('input[type=file]').setInputFiles(files.pdf('askerlik.pdf'));
  await expect(item.getByText(plan['status.in_review'], { exact: true })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'plan with an own item');

  // The case list's Plan column counts the plan's items (none approved yet).
  await advisorPage.goto('/de/staff');
  // A fresh advisor: this customer is their only case.
  const progress = advisorPage.locator('table [data-testid="case-plan-progress"]');
  await expect(progress).toHaveText(/^0 von \d+ · 0 %$/, { timeout: 30_000 });
  await advisorPage.context().close();
});
