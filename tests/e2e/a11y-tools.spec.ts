import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothSizes } from './support/axe';

// The three tool pages in every language, phone and desktop, with the island awake and a result on screen
// (the query string prefills the form and hydrates the island at once): axe must find nothing.
const PREFIXES = ['', '/en', '/de'] as const;
const PAGES = {
  'route-check':
    '?qualification=university&recognition=partial&germanLevel=B1&age=32&experienceYearsLast5=3&experienceYearsLast7=3&occupation=stem',
  chancenkarte:
    '?qualification=university&recognition=partial&germanLevel=B1&age=32&experienceYearsLast5=3&shortageOccupation=on',
  costs: '?route=20a&zab=on&translations=150',
} as const;

for (const prefix of PREFIXES) {
  test(`tool pages in ${prefix || '/ (tr)'} have no axe violations, before and after the island wakes`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const [tool, query] of Object.entries(PAGES)) {
      await page.goto(`${prefix}/tools/${tool}/`);
      await expectAccessibleAtBothSizes(page, `${prefix}/tools/${tool} (server-rendered)`);
      await page.goto(`${prefix}/tools/${tool}/${query}`);
      // Astro drops the island's `ssr` attribute once React has hydrated it.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('main details').last().locator('summary').click(); // the figures and their sources
      await expectAccessibleAtBothSizes(page, `${prefix}/tools/${tool} (with a result)`);
    }
  });
}
