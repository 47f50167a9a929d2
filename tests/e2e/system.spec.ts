import { expect, test } from '@playwright/test';
import de from '@locales/de/staff.json' with { type: 'json' };
import en from '@locales/en/staff.json' with { type: 'json' };
import tr from '@locales/tr/staff.json' with { type: 'json' };
import type { Locale } from '@/lib/i18n/locales';
import { expectNoA11yViolations } from './support/axe';
import { staffAccount } from './support/staff';
import { storeTokens } from './support/users';

// The admins' System page (issue 25, decisions 072–073): its sections in each language on a desktop and a phone,
// the outbox having sent the invitation mails of this very test, the scheduler's jobs listed; advisors are kept out.
const STRINGS = { tr, en, de } as const;
const prefix = (locale: Locale) => (locale === 'tr' ? '' : `/${locale}`);

for (const locale of ['tr', 'en', 'de'] as const) {
  test(`the System page in ${locale}: outbox, jobs and storage, no axe violations on desktop and phone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const s = STRINGS[locale];
    // Inviting the admin mailed a set-password link: the outbox has sent at least that one.
    const admin = await staffAccount(request, 'admin', locale);
    await storeTokens(page, admin.tokens);
    await page.goto(`${prefix(locale)}/staff/system`);
    // The session check before the console renders can take a while on a loaded machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s['system.title'], { timeout: 30_000 });
    const mail = page.getByRole('region', { name: s['system.mail.title'] });
    await expect(mail.getByText(s['system.mail.transport.folder'])).toBeVisible();
    const sent = mail.locator('dd').nth(2);
    await expect(sent).not.toHaveText('0');
    await expect(mail.getByText(s['system.mail.noFailures'])).toBeVisible();
    const jobs = page.getByRole('region', { name: s['system.jobs.title'] });
    for (const job of ['mail-outbox', 'credential-cleanup'])
      await expect(jobs.getByRole('row', { name: new RegExp(job) })).toBeVisible();
    await expect(
      page.getByRole('region', { name: s['system.overview'] }).getByText(s['system.database']),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: s['nav.system'] }).first()).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, `/staff/system (${locale}, desktop)`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s['system.title']);
    await expect(page.getByRole('region', { name: s['system.jobs.title'] })).toBeVisible();
    // Nothing wider than the phone but the jobs table's own scroll box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, `/staff/system (${locale}, phone)`);
  });
}

test('an advisor has no System link and the page refuses them', async ({ page, request }) => {
  const advisor = await staffAccount(request, 'advisor', 'en');
  await storeTokens(page, advisor.tokens);
  await page.goto('/en/staff/system');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['system.title']);
  await expect(page.getByRole('link', { name: en['nav.system'] })).toHaveCount(0);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('region', { name: en['system.mail.title'] })).toHaveCount(0);
});
