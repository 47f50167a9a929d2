import { expect, test } from '@playwright/test';

test('each locale serves its landing page in its own language', async ({ page }) => {
  for (const [path, lang] of [['/', 'tr'], ['/en/', 'en'], ['/de/', 'de']] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
});
