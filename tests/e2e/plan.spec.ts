import { expect, test, type APIRequestContext } from '@playwright/test';
import plan from '@locales/tr/plan.json' with { type: 'json' };
import tools from '@locales/tr/tools.json' with { type: 'json' };
import { files, onboardingApi } from './fixtures/onboarding';
import { expectAccessibleAtBothSizes } from './support/axe';
import { adminToken, staffAccount } from './support/staff';
import { fill } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

// Issue 28 in Turkish: a customer with German A1 picks the Chancenkarte route, files a document under a plan item
// ("in review"), the advisor approves it ("approved", listed to bring) and waives another item from the case page;
// the language timeline runs from A1 to B1 and moves on once a B1 certificate is approved.

async function setUp(request: APIRequestContext) {
  const advisor = await staffAccount(request, 'advisor', 'tr');
  const customer = await registerViaApi(request, 'tr');
  const api = onboardingApi(request, customer.tokens.access_token);
  await api.reach(4);
  await api.put('languages', { languages: [{ language: 'de', level: 'A1' }] });
  await api.upload('cv', files.pdf('cv.pdf'));
  await api.put('complete');
  const assign = await request.patch(`/api/staff/cases/${customer.session.id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { advisorId: advisor.id },
  });
  expect(assign.ok()).toBe(true);
  const approve = async (documentId: string) => {
    const res = await request.post(`/api/staff/documents/${documentId}/review`, {
      headers: { Authorization: `Bearer ${advisor.tokens.access_token}` },
      data: { decision: 'approved' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  return { advisor, customer, approve };
}

const documentIdOf = async (request: APIRequestContext, token: string, key: string) => {
  const res = await request.get('/api/plan', { headers: { Authorization: `Bearer ${token}` } });
  const data = (await res.json()).data as { items: { key: string; documentId: string | null }[] };
  return data.items.find((i) => i.key === key)!.documentId!;
};

test('plan → upload under an item → in review → approved and listed to bring; the advisor waives an item', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { advisor, customer, approve } = await setUp(request);
  await storeTokens(page, customer.tokens);
  await page.goto('/dashboard/plan');
  // The first visit waits for the session check and the plan (a shared, busy machine: a longer first wait).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan['page.title'], { timeout: 30_000 });

  await page.getByRole('combobox', { name: plan['page.chooseRoute'], exact: true }).selectOption('20a');
  await page.getByRole('button', { name: plan['page.saveRoute'] }).click();
  await expect(page.getByTestId('plan-route')).toContainText(tools['route.20a']);

  const passport = page.locator('li[data-plan-item="passport"]');
  await expect(passport.getByText(plan['status.missing'], { exact: true })).toBeVisible();
  await passport.locator('input[type=file]').setInputFiles(files.pdf('pasaport.pdf'));
  await expect(passport.getByText(plan['status.in_review'], { exact: true })).toBeVisible();

  await approve(await documentIdOf(request, customer.tokens.access_token, 'passport'));
  await page.reload();
  await expect(passport.getByText(plan['status.approved'], { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-bring')).toContainText('Geçerli pasaport');
  await expectAccessibleAtBothSizes(page, 'plan page');

  // The advisor's case page: the plan section waives the transcript; the customer sees it as not needed.
  const advisorPage = await (await browser.newContext()).newPage();
  await storeTokens(advisorPage, advisor.tokens);
  await advisorPage.goto(`/staff/case?id=${customer.session.id}`);
  const section = advisorPage.getByRole('region', { name: plan['staff.title'], exact: true });
  const transcript = section.locator('li[data-plan-item="transcript"]');
  await transcript.getByRole('button', { name: new RegExp(`^${plan['staff.waive']}`) }).click();
  await expect(transcript.getByRole('button', { name: new RegExp(`^${plan['staff.require']}`) })).toBeVisible();
  await page.reload();
  await expect(
    page.locator('li[data-plan-item="transcript"]').getByText(plan['status.waived'], { exact: true }),
  ).toBeVisible();

  // The public visa page: iDATA only, and the same item with its source.
  await page.goto('/visa');
  await expect(page.getByText(plan['visa.honest.body'])).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'visa page');
});

test('the language timeline runs from the onboarding level to B1 and moves on with an approved certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, approve } = await setUp(request);
  const token = customer.tokens.access_token;
  await request.put('/api/plan/route', { headers: { Authorization: `Bearer ${token}` }, data: { route: '20a' } });
  await storeTokens(page, customer.tokens);
  await page.goto('/dashboard/plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan['page.title'], { timeout: 30_000 });

  await expect(page.getByTestId('language-levels')).toContainText(fill(plan['language.routeLevel'], { level: 'A1' }));
  const timeline = page.getByTestId('language-timeline');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').last()).toContainText('B1');
  // 95 + 180 hours at 6 a week reach B1 in week 46; at 10 a week in week 28.
  await expect(timeline.getByRole('listitem').last()).toContainText('46.');
  await page.getByLabel(plan['language.weekly'], { exact: true }).fill('10');
  await expect(timeline.getByRole('listitem').last()).toContainText('28.');

  const cert = page.locator('li[data-plan-item="languageCertificate"]');
  await cert.getByRole('combobox', { name: plan['page.level'], exact: true }).selectOption('B1');
  await cert.locator('input[type=file]').setInputFiles(files.pdf('goethe-b1.pdf'));
  await expect(cert.getByText(plan['status.in_review'], { exact: true })).toBeVisible();
  await approve(await documentIdOf(request, token, 'languageCertificate'));
  await page.reload();
  await expect(page.getByText(fill(plan['language.reached'], { level: 'B1' }))).toBeVisible();
  await expect(timeline).toHaveCount(0);
});
