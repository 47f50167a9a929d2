import { expect, test } from '@playwright/test';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { onboardingApi } from './fixtures/onboarding';
import { strings } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

// Decision 095: /dashboard paints its frame from the static HTML while the session is checked; the head script
// starts that check before the island's JavaScript; a visitor without a token still never sees the frame.

test('the frame (title, intro, skeleton) shows while the session answer is held back, then the page', async ({
  page,
  request,
}) => {
  for (const locale of LOCALES) {
    // A customer of that language: a preferred language other than the page's would move the page to it.
    const user = await registerViaApi(request, locale);
    await onboardingApi(request, user.tokens.access_token).reach(5);
    await storeTokens(page, user.tokens);
    const s = strings(locale);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    const order: string[] = [];
    page.on('request', (r) => order.push(new URL(r.url()).pathname));
    await page.goto(localePath(locale, '/dashboard'));

    const main = page.locator('main#main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['home.welcomePending']);
    await expect(page.getByText(s.dashboard['home.intro'])).toBeVisible();
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: s.shell['spinner.label'] })).toBeVisible();
    await expect(page.getByRole('button', { name: s.dashboard['notifications.open'] })).toHaveCount(0);
    // The session request left before any of the island's modules were asked for.
    const firstModule = order.findIndex((p) => p.startsWith('/_astro/') && p.endsWith('.js'));
    expect(order.indexOf('/api/auth/session')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('/api/auth/session')).toBeLessThan(firstModule);
    const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      s.dashboard['home.welcome'].replace('{{name}}', user.firstName),
    );
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    await expect(main).not.toHaveAttribute('aria-busy');
    // Nothing painted before the check moved when the page came in.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBe(titleBox?.y);
    await page.unroute('**/api/auth/session');
    page.removeAllListeners('request');
  }
});

test('without a token /dashboard still goes to login before any frame is painted', async ({ page }) => {
  const painted: string[] = [];
  await page.exposeFunction('notePaint', (text: string) => painted.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1 && document.documentElement.style.visibility !== 'hidden')
        void (window as unknown as { notePaint: (t: string) => void }).notePaint(h1.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fdashboard/);
  expect(painted.filter((t) => t === strings('en').dashboard['home.welcomePending'])).toEqual([]);
});
