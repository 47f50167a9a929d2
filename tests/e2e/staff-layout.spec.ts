import { expect, test, type Page } from '@playwright/test';
import de from '@locales/de/staff.json' with { type: 'json' };
import en from '@locales/en/staff.json' with { type: 'json' };
import tr from '@locales/tr/staff.json' with { type: 'json' };
import { LOCALES } from '@/lib/i18n/locales';
import { expectNoA11yViolations, PHONE } from './support/axe';
import { expectNoTextOverflow } from './support/overflow';
import { customerCase, staffAccount } from './support/staff';
import { pathIn } from './support/strings';
import { storeTokens } from './support/users';
import { withoutLiveStream } from './support/network';

// Issue 29: every console page at 390 px in each language, as layout.spec.ts does for the customer pages. No text
// runs out of its box and nothing scrolls sideways (phone and desktop widths); the header stays one row high; the
// section tabs scroll inside their row and show a hint on the side with more; the case page keeps each step's form
// closed until "edit" is pressed.
const STRINGS = { tr, en, de } as const;

async function open(page: Page, path: string) {
  await withoutLiveStream(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\.\.\.$|…$/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The tab row under the header on a phone: scrolls inside itself, and says so with a visible arrow. */
async function expectScrollableTabs(page: Page, label: string) {
  const tabs = page.locator('header nav ul');
  const sizes = await tabs.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, `${label}: the tabs overflow their row on a phone`).toBeGreaterThan(sizes.client);
  const current = tabs.locator('[aria-current="page"]');
  await expect(current).toBeInViewport();
  // Scrolled to the start, the hint shows on the right; at the end, on the left.
  await tabs.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(page.locator('[data-scroll-hint="right"]')).toBeVisible();
  await expect(page.locator('[data-scroll-hint="left"]')).toHaveCount(0);
  await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.locator('[data-scroll-hint="left"]')).toBeVisible();
  await expect(page.locator('[data-scroll-hint="right"]')).toHaveCount(0);
}

for (const locale of LOCALES) {
  test(`${locale}: every staff page fits a phone and a desktop`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const s = STRINGS[locale];
    const admin = await staffAccount(request, 'admin', locale);
    const customer = await customerCase(request, admin.id, locale);
    await storeTokens(page, admin.tokens);
    const pages = [
      '/staff',
      `/staff/case?id=${customer.session.id}`,
      '/staff/appointments',
      '/staff/availability',
      '/staff/team',
      '/staff/audit',
      '/staff/settings',
    ];
    for (const path of pages) {
      await page.setViewportSize(PHONE);
      await open(page, pathIn(locale, path));
      const header = await page.locator('header > div').first().boundingBox();
      expect(header?.height, `${locale} ${path}: the header stays one row`).toBeLessThanOrEqual(64);
      await expectScrollableTabs(page, `${locale} ${path}`);
      await expectNoTextOverflow(page, `${locale} ${path}`);
    }

    // The case list on a phone: every column of the row, as labelled lines of a card.
    await page.setViewportSize(PHONE);
    await open(page, pathIn(locale, '/staff'));
    // Searched for: other workers keep registering customers, and 20 newer ones push this one off the first page.
    await page.getByRole('searchbox', { name: s['cases.search'] }).fill(customer.email);
    await page.getByRole('button', { name: s['cases.searchButton'] }).click();
    const card = page.getByRole('listitem').filter({ hasText: customer.email });
    for (const column of ['onboarding', 'package', 'nextStep', 'documents', 'appointment', 'advisor'] as const)
      await expect(card.getByText(s[`cases.columns.${column}`], { exact: true })).toBeVisible();

    // The case page: step forms wait behind "edit"; one opens on request.
    await open(page, pathIn(locale, `/staff/case?id=${customer.session.id}`));
    const steps = page.getByRole('region', { name: s['steps.title'] });
    await expect(steps.getByRole('form')).toHaveCount(0);
    await steps.locator('summary', { hasText: s['steps.edit'] }).first().click();
    await expect(steps.getByRole('form')).toHaveCount(1);
    await expectNoTextOverflow(page, `${locale} case page with a step form open`);

    await open(page, pathIn(locale, '/staff/settings'));
    await expectNoA11yViolations(page, `/staff/settings (${locale})`);
  });
}
