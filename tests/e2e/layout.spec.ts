import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { onboardingApi } from './fixtures/onboarding';
import { expectNoTextOverflow } from './support/overflow';
import { pathIn } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';
import { withoutLiveStream } from './support/network';

// Every screen in every language at phone and desktop widths: no text runs out of its box (German is the longest).
const MARKETING = ['/', '/faq/', '/stories/', '/stories/elif-kaya/', '/privacy', '/terms', '/impressum'];
const AUTH = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email?token=not-a-real-one',
];
const DASHBOARD = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/support',
  '/dashboard/documents',
  '/dashboard/packages',
  '/dashboard/payments',
  '/dashboard/appointments',
];

/** Opens a page and waits until its island has replaced the spinner (an h1 is there and nothing is loading). */
async function open(page: Page, path: string) {
  await withoutLiveStream(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const locale of LOCALES) {
  test(`${locale}: no text overflows on the marketing and auth pages`, async ({ page }) => {
    for (const route of [...MARKETING, ...AUTH]) {
      await open(page, pathIn(locale, route));
      await expectNoTextOverflow(page, `${locale} ${route}`);
    }
  });

  test(`${locale}: no text overflows in the onboarding wizard and the dashboard`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, locale);
    await storeTokens(page, user.tokens);
    await open(page, pathIn(locale, '/onboarding'));
    await expectNoTextOverflow(page, `${locale} onboarding welcome`);
    for (const through of [1, 2, 3, 4, 5] as const) {
      await onboardingApi(request, user.tokens.access_token).reach(through);
      await open(page, pathIn(locale, '/onboarding'));
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoTextOverflow(page, `${locale} onboarding after step ${through}`);
    }
    for (const route of DASHBOARD) {
      await open(page, pathIn(locale, route));
      await expectNoTextOverflow(page, `${locale} ${route}`);
    }
  });
}
