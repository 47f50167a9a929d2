import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe-core with the WCAG 2.1 A/AA rules and best practices; the violations are listed readably on failure. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  await report(page, label, new AxeBuilder({ page }).withTags(TAGS));
}

/**
 * The same for an open modal dialog, checked on its own: while it is open the page behind it is inert by design,
 * so the page-level rules (one main landmark, an h1, everything in landmarks) do not apply to what is left.
 */
export async function expectNoA11yViolationsInDialog(page: Page, label: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .include('[role=dialog]')
    .disableRules(['landmark-one-main', 'page-has-heading-one', 'region']);
  await report(page, label, builder);
}

async function report(page: Page, label: string, builder: AxeBuilder): Promise<void> {
  const results = await builder.analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${label} (${page.url()})`).toEqual([]);
}

/** The same page checked at desktop and at phone width (CSS re-lays it out without a reload). */
export async function expectAccessibleAtBothSizes(page: Page, label: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoA11yViolations(page, `${label} desktop`);
  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page, `${label} phone`);
}
