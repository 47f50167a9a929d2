import { expect, test } from '@playwright/test';
import de from '@locales/de/staff.json' with { type: 'json' };
import en from '@locales/en/staff.json' with { type: 'json' };
import tr from '@locales/tr/staff.json' with { type: 'json' };
import { expectAccessibleAtBothSizes } from './support/axe';
import { buyViaApi } from './support/money';
import { staffAccount } from './support/staff';
import { pathIn } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

/**
 * The admins' withdrawals page (decision 075): a withdrawal declared through the API, as the public form sends it,
 * appears with who, the contract, when and the refund, in each language, with no axe violations on phone and desktop.
 */
const STRINGS = { tr, en, de } as const;

for (const locale of ['tr', 'en', 'de'] as const) {
  test(`withdrawals in the console (${locale}): who, contract, when, refund; axe-clean`, async ({ page, request }) => {
    const s = STRINGS[locale];
    const customer = await registerViaApi(request, locale);
    const contract = await buyViaApi(request, customer.tokens.access_token);
    const name = `${customer.firstName} ${customer.lastName}`;
    const declared = await request.post('/api/contracts/withdrawals', {
      data: { name, email: customer.email, contractNumber: contract },
    });
    expect(declared.status(), await declared.text()).toBe(201);
    const refundCents = ((await declared.json()) as { data: { refundCents: number } }).data.refundCents;
    expect(refundCents).toBeGreaterThan(0);

    const admin = await staffAccount(request, 'admin', locale);
    await storeTokens(page, admin.tokens);
    await page.goto(pathIn(locale, '/staff'));
    await page
      .getByRole('navigation', { name: s['nav.label'] })
      .getByRole('link', { name: s['nav.withdrawals'], exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s['withdrawals.title']);
    const row = page.getByRole('row').filter({ hasText: contract });
    await expect(row.getByRole('rowheader')).toContainText(name);
    await expect(row.getByRole('rowheader')).toContainText(customer.email);
    const refund = row.getByRole('cell').nth(2);
    await expect(refund).toContainText(s['withdrawals.refunded'].replace('{{amount}}', '').trim());
    await expect(refund).toContainText(String(Math.floor(refundCents / 100)));
    await expect(row.getByRole('cell').nth(1)).toHaveText(/\d{1,2}[:.]\d{2}/);
    await expectAccessibleAtBothSizes(page, `withdrawals (${locale})`);
  });
}
