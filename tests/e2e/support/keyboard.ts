import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (only Tab) until `target` has the focus, failing if it is not reached within `max` presses: proves
 * the element is in the keyboard order, without hard-coding that order.
 */
export async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
