import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/accounts';
import { expectAccessibleAtBothSizes } from './support/axe';
import { mailsTo } from './support/outbox';
import { pathIn, strings } from './support/strings';
import type { Locale } from '@/lib/i18n/locales';

// /dashboard/support (issue 11): contact methods from src/content/site/site.yaml, the FAQ topics marked in the
// faq collection, and a message to the support team that is stored and confirmed by mail.
const supportStrings = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/support.json`, 'utf8')) as Record<string, string>;
const faqQuestion = (locale: Locale, slug: string) =>
  /^question: (.+)$/m.exec(readFileSync(`src/content/faq/${locale}/${slug}.md`, 'utf8'))?.[1] ?? slug;
const site = readFileSync('src/content/site/site.yaml', 'utf8');

test('support message sent: the form stores it, lists it and the confirmation mail arrives', async ({
  page,
  onboardedUser: user,
}) => {
  const s = strings('tr');
  const t = supportStrings('tr');
  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['support.title']);
  await expect(page.getByText(t['sent.empty']!)).toBeVisible();

  // Nothing is sent while a required field is empty.
  await page.getByRole('button', { name: t['form.submit']! }).click();
  await expect(page.getByLabel(t['form.subject']!, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(t['form.category']!, { exact: true }).selectOption('documents');
  await page.getByLabel(t['form.subject']!, { exact: true }).fill('Diploma tercümesi');
  await page
    .getByLabel(t['form.message']!, { exact: true })
    .fill('Diplomamın tercümesi yeminli tercüman tarafından mı yapılmalı?');
  await page.getByRole('button', { name: t['form.submit']! }).click();
  await expect(page.getByRole('status').filter({ hasText: t['form.sentTitle']! })).toBeFocused();
  await expect(page.getByLabel(t['form.subject']!, { exact: true })).toHaveValue('');
  const sent = page.getByRole('region', { name: t['sent.title']! });
  await expect(sent.getByText('Diploma tercümesi')).toBeVisible();
  await expect(sent.getByText(t['category.documents']!)).toBeVisible();

  const [mail] = await mailsTo(user.email, (m) => m.subject.includes('Diploma tercümesi'));
  expect(mail?.text).toContain('Diplomamın tercümesi');
  await page.reload();
  await expect(sent.getByText('Diploma tercümesi')).toBeVisible();
});

for (const locale of ['tr', 'en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale });
    test(`contact details come from the site content, the FAQ from the faq collection; no axe violations (${locale})`, async ({
      page,
      onboardedUser: _user,
    }) => {
      const s = strings(locale);
      await page.goto(pathIn(locale, '/dashboard/support'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['support.title']);
      const number = /messaging:\s*\n\s*app: \w+\s*\n\s*number: ['"]([^'"]+)['"]/.exec(site)?.[1]?.replace(/\D/g, '');
      await expect(page.getByRole('link', { name: s.dashboard['support.contact.whatsappAction'] })).toHaveAttribute(
        'href',
        `https://wa.me/${number}`,
      );
      await expect(page.getByText(s.dashboard['support.contact.example'])).toBeVisible({
        visible: /\n  contact:\s*\n    example: true/.test(site),
      });
      for (const slug of [
        'work-permit-duration',
        'language-certificate',
        'payment-method',
        'documents',
        'appointments',
      ])
        await expect(page.getByRole('heading', { level: 3, name: faqQuestion(locale, slug) })).toBeVisible();
      await page.getByRole('heading', { level: 3, name: faqQuestion(locale, 'appointments') }).click();
      await expect(page.getByText('iDATA').first()).toBeVisible();
      await expectAccessibleAtBothSizes(page, `support page (${locale})`);
    });
  });
}
