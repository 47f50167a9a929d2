import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/axe';
import { onboardingApi } from './fixtures/onboarding';
import { strings } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

const s = strings('de');

/** The controls on screen that a toast's box covers (none is the goal). */
async function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate((regionLabel) => {
    const region = document.querySelector(`[aria-label="${regionLabel}"]`);
    const boxes = [...(region?.children ?? [])].map((toast) => toast.getBoundingClientRect());
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(
      (el) => !region?.contains(el),
    );
    return controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || r.bottom <= 0 || r.top >= innerHeight) return false;
        return boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  }, s.shell['toast.region']);
}

test('the toast after saving the profile hides no control, on a phone and on a desktop', async ({ page, request }) => {
  const user = await registerViaApi(request, 'de');
  await onboardingApi(request, user.tokens.access_token).reach(5);
  await storeTokens(page, user.tokens);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/de/dashboard/profile');
    // The reported case: the language field and its save button, at the bottom of the screen.
    const save = page.getByRole('button', { name: s.profile['personal.submit'] });
    await save.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 24));
    await save.click();
    const toast = page.getByRole('status', { name: s.shell['toast.region'] }).getByText(s.profile['toast.infoUpdated']);
    await expect(toast).toBeVisible();
    expect(await controlsUnderToasts(page), `${size.width}px`).toEqual([]);
    await page.getByRole('button', { name: s.shell['toast.close'] }).click();
  }
});
