import { expect, test } from '@playwright/test';
import de from '@locales/de/staff.json' with { type: 'json' };
import en from '@locales/en/staff.json' with { type: 'json' };
import tr from '@locales/tr/staff.json' with { type: 'json' };
import type { Locale } from '@/lib/i18n/locales';
import { expectNoA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { customerCase, customerView, staffAccount } from './support/staff';
import { storeTokens } from './support/users';

// Every console screen under axe, in each language (an admin whose preferred language it is), and one document
// reviewed with the keyboard alone.
const STRINGS = { tr, en, de } as const;
const prefix = (locale: Locale) => (locale === 'tr' ? '' : `/${locale}`);

for (const locale of ['tr', 'en', 'de'] as const) {
  test(`every staff screen in ${locale}: its title, and no axe violations`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const s = STRINGS[locale];
    const admin = await staffAccount(request, 'admin', locale);
    const customer = await customerCase(request, admin.id, locale);
    await storeTokens(page, admin.tokens);
    const screens = [
      ['/staff', s['cases.title']],
      [`/staff/case?id=${customer.session.id}`, `${customer.firstName} ${customer.lastName}`],
      ['/staff/appointments', s['appointments.pageTitle']],
      ['/staff/availability', s['availability.title']],
      ['/staff/team', s['team.title']],
      ['/staff/audit', s['audit.title']],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(`${prefix(locale)}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('status').filter({ hasText: /\.\.\.$/ })).toHaveCount(0);
      await expectNoA11yViolations(page, `${path} (${locale})`);
    }
    // The case page with a document preview and the rejection form open.
    await page.goto(`${prefix(locale)}/staff/case?id=${customer.session.id}`);
    const documents = page.getByRole('region', { name: new RegExp(s['documents.title']) });
    await documents.getByRole('button', { name: s['documents.preview'] }).click();
    await expect(documents.locator('iframe')).toBeVisible();
    await documents.getByRole('button', { name: s['documents.reject'], exact: true }).click();
    await expect(documents.getByLabel(s['documents.reason'], { exact: true })).toBeFocused();
    await expectNoA11yViolations(page, `case page with preview and rejection form (${locale})`);
  });
}

test('a document reviewed with the keyboard alone', async ({ page, request }) => {
  const s = STRINGS.tr;
  const advisor = await staffAccount(request, 'advisor', 'tr');
  const customer = await customerCase(request, advisor.id);
  await storeTokens(page, advisor.tokens);
  await page.goto(`/staff/case?id=${customer.session.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${customer.firstName} ${customer.lastName}`);
  const documents = page.getByRole('region', { name: new RegExp(s['documents.title']) });

  await tabTo(page, documents.getByRole('button', { name: s['documents.reject'], exact: true }), 40);
  await page.keyboard.press('Enter');
  const reason = documents.getByLabel(s['documents.reason'], { exact: true });
  await expect(reason).toBeFocused();
  // An empty reason is refused at the field, which keeps the focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Lütfen belgenin tamamını yükleyin.');
  await page.keyboard.press('Tab');
  await expect(documents.getByRole('button', { name: s['documents.confirmReject'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(documents.getByText('Gerekçe: Lütfen belgenin tamamını yükleyin.')).toBeVisible();
  const {
    items: [cv],
  } = await customerView<{ items: { reviewStatus: string }[] }>(request, '/documents', customer.tokens.access_token);
  expect(cv!.reviewStatus).toBe('rejected');
});
