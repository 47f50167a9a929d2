import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Every page of the marketing site, in every language, on a phone and a desktop: axe must find nothing.
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PREFIXES = ['', '/en', '/de'] as const;
const PAGES = ['/', '/faq/', '/stories/', '/stories/ayse-yilmaz/', '/does-not-exist', '/500'] as const;

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const prefix of PREFIXES) {
      test(`pages in ${prefix || '/ (tr)'} have no axe violations`, async ({ page }) => {
        for (const route of PAGES) {
          const url = `${prefix}${route}`;
          await page.goto(url);
          // The contact island hydrates on sight: check it rendered by React, not only the server's markup.
          if (route === '/') {
            await page.locator('#contact').scrollIntoViewIfNeeded();
            await expect(page.locator('#contact button[type=submit]')).toBeEnabled();
          }
          await expectNoViolations(page, `${device} ${url}`);
        }
      });
    }

    test('open menus, open answers and a form showing errors have no axe violations', async ({ page }) => {
      await page.goto('/en/faq/');
      await page.locator('#main details summary').first().click();
      await page.locator('header details:visible summary').last().click();
      await expect(page.locator('header details[open]')).toHaveCount(1);
      await expectNoViolations(page, `${device} menu and FAQ open`);

      await page.goto('/de/#contact');
      await expect(page.locator('#contact button[type=submit]')).toBeEnabled();
      await page.locator('#contact button[type=submit]').click();
      await expect(page.locator('#contact [aria-invalid=true]').first()).toBeVisible();
      await expectNoViolations(page, `${device} contact errors`);
    });
  });
}
