import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (only Tab) until `target` has the focus, failing if it is not reached within `max` presses: proves
 * the element is in the keyboard order, without hard-coding that order.
 *
 * A navbar menu's stand-in is swapped for the real menu when its code arrives (DeferredMenu, decision 089), and the
 * real button takes the focus. `target.evaluate(el => el === document.activeElement)` found the element first and
 * compared in a second step: a swap in between compared the removed stand-in with the focused real button, the
 * check said no, the next Tab went on into the page, and the menu was never seen focused (CI on a loaded machine).
 * So the check is one query in the page (the target that has the focus), and while the body has the focus (the
 * moment between the swap's removal and the new focus), the focus is given up to a second to land.
 */
export async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    let focus = await focusOn(page, target);
    if (focus === 'body' && i > 0) {
      await page
        .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, null, {
          timeout: 1000,
        })
        .catch(() => undefined);
      focus = await focusOn(page, target);
    }
    if (focus === 'target') return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Where the focus is: on an element `target` matches (one query in the page), on the body (or nowhere), or elsewhere. */
async function focusOn(page: Page, target: Locator): Promise<'target' | 'body' | 'elsewhere'> {
  if ((await target.and(page.locator(':focus')).count()) > 0) return 'target';
  return page.evaluate(() =>
    document.activeElement === null || document.activeElement === document.body ? 'body' : 'elsewhere',
  );
}
