import { expect, test } from '@playwright/test';
import de from '@locales/de/staff.json' with { type: 'json' };
import en from '@locales/en/staff.json' with { type: 'json' };
import tr from '@locales/tr/staff.json' with { type: 'json' };
import { expectAccessibleAtBothSizes } from './support/axe';
import { buyViaApi } from './support/money';
import { mailedLink } from './support/outbox';
import { staffAccount } from './support/staff';
import { pathIn } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

/**
 * Extraordinary cancellations on the admins' withdrawals page (decision 082): one declared through the API, as the
 * cancellation page sends it, shows who, the contract and the reason; the admin rejects it (tr) or accepts it
 * (en, de: the row then points to the case's payments for any refund) and the row says so.
 * In each language, axe-clean on phone and desktop.
 */
const STRINGS = { tr, en, de } as const;

for (const locale of ['tr', 'en', 'de'] as const) {
  test(`extraordinary cancellations (${locale}): listed with the reason, decided by the admin`, async ({
    page,
    request,
  }) => {
    const s = STRINGS[locale];
    const customer = await registerViaApi(request, locale);
    const contract = await buyViaApi(request, customer.tokens.access_token);
    const reason = `Arbeitsvertrag zurückgezogen ${Date.now()}`;
    const declared = await request.post('/api/contracts/cancellations', {
      data: {
        kind: 'extraordinary',
        reason,
        endsOn: 'earliest',
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        contractNumber: contract,
      },
    });
    expect(declared.status(), await declared.text()).toBe(200);
    // Signed out, the declaration counts once the mailed link is opened: confirm it as the visitor would.
    const link = await mailedLink(customer.email, '/contracts/cancel');
    const confirmed = await request.post('/api/contracts/cancellations/confirm', {
      data: { token: link.searchParams.get('token') },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const admin = await staffAccount(request, 'admin', locale);
    await storeTokens(page, admin.tokens);
    await page.goto(pathIn(locale, '/staff/withdrawals'));
    const section = page.getByRole('region', { name: s['cancellations.title'] });
    const row = section.getByTestId('cancellation-row').filter({ hasText: contract });
    await expect(row).toContainText(reason);
    await expect(row).toContainText(customer.email);
    await expectAccessibleAtBothSizes(page, `extraordinary cancellations (${locale})`);
    // Rejected in Turkish; accepted in English and German, where the row must say that a refund is a separate
    // decision and link to the case's payments (nothing is refunded automatically).
    const accept = locale !== 'tr';
    const decision = accept ? 'accepted' : 'rejected';
    await row.getByRole('button', { name: s[`cancellations.${accept ? 'accept' : 'reject'}`], exact: true }).click();
    await expect(row).toContainText(s[`cancellations.decision.${decision}`].replace('{{at}}', '').trim());
    await expect(row.getByRole('button', { name: s['cancellations.accept'], exact: true })).toHaveCount(0);
    const note = row.getByTestId('cancellation-refund-note');
    if (!accept) {
      await expect(note).toHaveCount(0);
      return;
    }
    await expect(note).toContainText(s['cancellations.refundNote']);
    await expectAccessibleAtBothSizes(page, `accepted cancellation (${locale})`);
    await note.getByRole('link', { name: s['cancellations.refundLink'], exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/case\?id=[0-9a-f-]+#payments$/);
    await expect(page.getByRole('region', { name: s['payments.title'] })).toBeVisible();
  });
}
