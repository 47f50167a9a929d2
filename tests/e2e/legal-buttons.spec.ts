import { expect, test } from '@playwright/test';
import deApi from '@locales/de/commerce-api.json' with { type: 'json' };
import enApi from '@locales/en/commerce-api.json' with { type: 'json' };
import trApi from '@locales/tr/commerce-api.json' with { type: 'json' };
import deCommon from '@locales/de/common.json' with { type: 'json' };
import enCommon from '@locales/en/common.json' with { type: 'json' };
import trCommon from '@locales/tr/common.json' with { type: 'json' };
import type { Locale } from '@/lib/i18n/locales';
import { readLegalTexts } from '@/lib/legal/texts';
import { commerce } from './fixtures/commerce';
import { onboardingApi } from './fixtures/onboarding';
import { buyViaApi, DATE_AND_TIME, payOnTestPage } from './support/money';
import { mailedLink, mailsTo } from './support/outbox';
import { pathIn } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

/**
 * The buttons the law names (issue 26, decisions 075, 082), in each language, signed in and signed out: the footer
 * links, the order button with its summary, cancellation ("Verträge hier kündigen" → kind, reason, who, contract,
 * end → "jetzt kündigen") and withdrawal
 * ("Vertrag widerrufen" → form → "Widerruf bestätigen"), each confirmed by mail with date and time.
 */

const common = { tr: trCommon, en: enCommon, de: deCommon };
const api = { tr: trApi, en: enApi, de: deApi };

// The German wording is the statute's, written out here rather than read from the locale file: a change of the
// translation must fail this test.
test('on /de the buttons carry the exact German wording', async ({ page, request }) => {
  const customer = await registerViaApi(request, 'de');
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  await storeTokens(page, customer.tokens);
  await page.goto('/de/dashboard/packages');
  await page.getByRole('button', { name: 'Auswählen: Standard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'zahlungspflichtig bestellen', exact: true })).toBeVisible();
  await expect(dialog.getByText(/pro Monat, inkl\. MwSt\./)).toBeVisible();
  await page.keyboard.press('Escape');
  const footer = page.getByRole('navigation', { name: 'Rechtliches' });
  await expect(footer.getByRole('link', { name: 'Verträge hier kündigen', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Vertrag widerrufen', exact: true })).toBeVisible();
  // The confirmation page asks what § 312k (2) BGB names, in the statute's words, and has the site's header.
  await footer.getByRole('link', { name: 'Verträge hier kündigen', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Art der Kündigung' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ordentliche Kündigung', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Außerordentliche Kündigung', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Zum nächstmöglichen Zeitpunkt/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'jetzt kündigen', exact: true })).toBeVisible();
});

for (const locale of ['tr', 'en', 'de'] as const satisfies Locale[]) {
  const t = commerce(locale);
  const c = common[locale];

  test(`${locale}: footer links, the order step, cancellation signed in and out, withdrawal`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A marketing page's footer links to both contract pages.
    await page.goto(pathIn(locale, '/'));
    const footer = page.getByRole('navigation', { name: c['footer.legal'] });
    await expect(footer.getByRole('link', { name: c['footer.cancelContracts'] })).toHaveAttribute(
      'href',
      pathIn(locale, '/contracts/cancel'),
    );
    await expect(footer.getByRole('link', { name: c['footer.withdraw'] })).toHaveAttribute(
      'href',
      pathIn(locale, '/contracts/withdraw'),
    );

    // Signed in: the order step shows the summary above the order button; buy, then cancel with "jetzt kündigen".
    const buyer = await registerViaApi(request, locale);
    await onboardingApi(request, buyer.tokens.access_token).reach(5);
    await storeTokens(page, buyer.tokens);
    await page.goto(pathIn(locale, '/dashboard/packages'));
    await page.getByRole('button', { name: `${t['packages.select']}: ${nameOf(locale, 'BASIC')}` }).click();
    const order = page.getByRole('dialog', { name: t['order.title'] });
    for (const key of ['order.package', 'order.price', 'order.term', 'order.cancel', 'order.withdrawalTitle'] as const)
      await expect(order.getByText(t[key], { exact: true })).toBeVisible();
    // The legal wording comes from the editable content, marked as an example (decision 083).
    const legal = readLegalTexts();
    await expect(order.getByText(legal.withdrawal[locale].summary!)).toBeVisible();
    await expect(order.getByText(t['order.exampleText'])).toBeVisible();
    const startEarly = order.getByRole('checkbox', { name: legal['start-early'][locale].body.trim() });
    await expect(startEarly).not.toBeChecked();
    await startEarly.check();
    await order.getByRole('button', { name: t['order.button'], exact: true }).click();
    await payOnTestPage(page);
    await expect(page).toHaveURL(/\/dashboard\/packages\/?$/, { timeout: 15_000 });
    // The packages page links both contract pages while the contract is in its 14 days.
    // Signed in, the withdrawal form starts filled in with the account and the contract in its 14 days.
    await page.getByRole('main').getByRole('link', { name: t['contracts.link.withdraw'] }).click();
    await expect(page.getByLabel(t['contracts.fields.name'])).toHaveValue(`${buyer.firstName} ${buyer.lastName}`);
    await expect(page.getByLabel(t['contracts.fields.email'])).toHaveValue(buyer.email);
    await expect(page.getByLabel(t['contracts.fields.contractNumber'])).toHaveValue(/^\d{4}-\d{6}$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: t['contracts.link.cancel'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['contracts.cancel.title'] })).toBeVisible();
    // Signed in: the customer is known, the contract chosen, ordinary and the earliest date (shown) preselected.
    await expect(page.getByTestId('cancel-who')).toContainText(buyer.email);
    await expect(page.getByRole('radio', { name: t['contracts.cancel.kinds.ordinary'], exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: shape(t['contracts.cancel.contractOption']) })).toBeChecked();
    const earliest = page.getByRole('radio', { name: shape(t['contracts.cancel.earliestOn']) });
    await expect(earliest).toBeChecked();
    await expect(page.getByLabel(t['contracts.cancel.reason'])).toHaveCount(0);
    await page.getByRole('button', { name: t['contracts.cancel.button'], exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: shape(t['contracts.cancel.doneOrdinary']) })).toBeVisible();
    const [cancelled] = await mailsTo(buyer.email, (mail) =>
      shape(api[locale]['contracts.mail.cancelled.subject']).test(mail.subject),
    );
    expect(cancelled!.text).toMatch(DATE_AND_TIME);
    expect(cancelled!.text).toContain(
      api[locale]['contracts.mail.cancelled.kind'].replace('{{kind}}', api[locale]['contracts.kinds.ordinary']),
    );

    // Signed out: e-mail + contract number → a mailed link → opening it cancels.
    const holder = await registerViaApi(request, locale);
    const contract = await buyViaApi(request, holder.tokens.access_token);
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(pathIn(locale, '/contracts/cancel'));
    // Extraordinary: the reason is asked for, and refused when empty (the shared schema, in the page's language).
    await guest.getByRole('radio', { name: t['contracts.cancel.kinds.extraordinary'], exact: true }).check();
    await guest.getByLabel(t['contracts.fields.name']).fill(`${holder.firstName} ${holder.lastName}`);
    await guest.getByLabel(t['contracts.fields.email']).fill(holder.email);
    await guest.getByLabel(t['contracts.fields.contractNumber']).fill(contract);
    await guest.getByRole('radio', { name: t['contracts.cancel.later'], exact: true }).check();
    const later = guest.getByLabel(t['contracts.cancel.laterDate'], { exact: true });
    await expect(later).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await guest.getByRole('button', { name: t['contracts.cancel.button'], exact: true }).click();
    await expect(guest.getByLabel(t['contracts.cancel.reason'])).toHaveAttribute('aria-invalid', 'true');
    const reason = 'Job offer withdrawn / İş teklifi geri çekildi';
    await guest.getByLabel(t['contracts.cancel.reason']).fill(reason);
    await guest.getByRole('button', { name: t['contracts.cancel.button'], exact: true }).click();
    await expect(guest.getByText(t['contracts.cancel.linkSent'])).toBeVisible();
    const link = await mailedLink(holder.email, '/contracts/cancel');
    await guest.goto(link.pathname + link.search);
    await expect(
      guest.getByRole('status').filter({ hasText: shape(t['contracts.cancel.doneExtraordinary']) }),
    ).toContainText(contract);
    const [holderMail] = await mailsTo(holder.email, (mail) =>
      shape(api[locale]['contracts.mail.cancelled.subject']).test(mail.subject),
    );
    expect(holderMail!.text).toContain(contract);
    expect(holderMail!.text).toContain(reason);
    expect(holderMail!.text).toMatch(DATE_AND_TIME);

    // Withdrawal, signed out from the footer: the form → "Widerruf bestätigen" → confirmation mail with date and time.
    const withdrawer = await registerViaApi(request, locale);
    const withdrawn = await buyViaApi(request, withdrawer.tokens.access_token);
    await guest.goto(pathIn(locale, '/'));
    await guest
      .getByRole('navigation', { name: c['footer.legal'] })
      .getByRole('link', { name: c['footer.withdraw'] })
      .click();
    await expect(guest.getByRole('heading', { level: 1, name: t['contracts.withdraw.title'] })).toBeVisible();
    await guest.getByLabel(t['contracts.fields.name']).fill(`${withdrawer.firstName} ${withdrawer.lastName}`);
    await guest.getByLabel(t['contracts.fields.contractNumber']).fill(withdrawn);
    await guest.getByLabel(t['contracts.fields.email']).fill(withdrawer.email);
    await guest.getByRole('button', { name: t['contracts.withdraw.button'], exact: true }).click();
    await expect(guest.getByRole('status').filter({ hasText: shape(t['contracts.withdraw.done']) })).toContainText(
      withdrawn,
    );
    const [confirmation] = await mailsTo(withdrawer.email, (mail) =>
      shape(api[locale]['contracts.mail.withdrawn.subject']).test(mail.subject),
    );
    expect(confirmation!.text).toMatch(DATE_AND_TIME);
    expect(confirmation!.text).toContain(withdrawn);
  });
}

/** A translated message with its {{values}} left open, as a pattern the rendered text must match. */
const shape = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

const NAMES = { tr: { BASIC: 'Başlangıç' }, en: { BASIC: 'Starter' }, de: { BASIC: 'Start' } } as const;
const nameOf = (locale: Locale, id: 'BASIC') => NAMES[locale][id];
