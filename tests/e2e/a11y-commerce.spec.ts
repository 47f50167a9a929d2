import { expect, test } from './fixtures/accounts';
import { SUCCEEDS, buyPackage, commerce } from './fixtures/commerce';
import {
  DESKTOP,
  expectAccessibleAtBothSizes,
  expectNoA11yViolations,
  expectNoA11yViolationsInDialog,
} from './support/axe';
import { pathIn } from './support/strings';

// axe (WCAG 2.1 A/AA + best practices) on every screen of issue 10 in tr, en and de, at desktop and phone width,
// with content in it (a bought package, a payment, documents) and with its dialogs open; the texts checked are the
// locale's own, so a screen in the wrong language fails too.

const LOCALES = ['tr', 'en', 'de'] as const;
const BASIC = { tr: 'Başlangıç', en: 'Starter', de: 'Start' } as const;

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale });

    test(`commerce screens have no axe violations (${locale})`, async ({ page, onboardedUser: _user }) => {
      test.setTimeout(240_000);
      const t = commerce(locale);
      await page.setViewportSize(DESKTOP);
      await page.goto(pathIn(locale, '/dashboard/payment/cancel'));
      await expect(page.getByRole('heading', { level: 1, name: t['cancel.title'] })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'payment cancel');

      await page.setViewportSize(DESKTOP);
      await page.goto(pathIn(locale, '/dashboard/payments'));
      await expect(page.getByText(t['payments.empty'])).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'payments, empty');

      await buyPackage(page, locale, BASIC[locale], SUCCEEDS);
      await expect(page.getByRole('heading', { name: t['success.received'] })).toBeVisible();
      // The success page moves on after a few seconds: checked once, at desktop width.
      await expectNoA11yViolations(page, 'payment success');

      const screens: [string, string][] = [
        ['/dashboard', t['home.package.title']],
        ['/dashboard/packages', t['packages.active.title']],
        ['/dashboard/packages/basic', t['packages.detail.steps']],
        ['/dashboard/packages/premium', t['packages.detail.steps']],
        ['/dashboard/payments', t['status.payment.succeeded']],
        ['/dashboard/documents', t['documents.cvProtected']],
      ];
      for (const [route, text] of screens) {
        await page.setViewportSize(DESKTOP);
        await page.goto(pathIn(locale, route));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
        await expectAccessibleAtBothSizes(page, route);
      }

      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: t['documents.upload'] }).click();
      await expect(page.getByRole('dialog', { name: t['documents.uploadTitle'] })).toBeVisible();
      await expectNoA11yViolationsInDialog(page, 'upload dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // The CV is never deleted, only replaced: its row's "replace" opens the upload dialog (issue 29).
      await expect(page.getByRole('button', { name: new RegExp(`^${t['documents.delete']}: `) })).toHaveCount(0);
      await page
        .getByRole('button', { name: new RegExp(`^${t['documents.replace']}: `) })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: t['documents.uploadTitle'] })).toBeVisible();
    });
  });
}
