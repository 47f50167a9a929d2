import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/accounts';
import { expectAccessibleAtBothSizes } from './support/axe';
import { pathIn, strings } from './support/strings';
import type { Locale } from '@/lib/i18n/locales';

// /dashboard/support (issue 11): contact methods from src/content/site/site.yaml, the FAQ topics marked in the
// faq collection, and (issue 27) a message to the customer's advisor, which lands in /dashboard/messages.
const faqQuestion = (locale: Locale, slug: string) =>
  /^question: (.+)$/m.exec(readFileSync(`src/content/faq/${locale}/${slug}.md`, 'utf8'))?.[1] ?? slug;
const site = readFileSync('src/content/site/site.yaml', 'utf8');

test('the support page writes to the advisor: the message lands in the conversation (issue 27)', async ({
  page,
  onboardedUser: _user,
}) => {
  const s = strings('tr');
  const m = JSON.parse(readFileSync('locales/tr/messages.json', 'utf8')) as Record<string, string>;
  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.dashboard['support.title'], { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: m['support.advisorTitle']! })).toBeVisible();

  const field = page.getByLabel(m['composer.label']!, { exact: true });
  await field.fill('Diplomamın tercümesi yeminli tercüman tarafından mı yapılmalı?');
  await page.getByRole('button', { name: m['composer.send']!, exact: true }).click();
  await expect(field).toHaveValue('');
  await page.getByRole('link', { name: m['support.advisorLink']! }).click();
  await expect(
    page.getByRole('region', { name: m['list.label']! }).getByText('Diplomamın tercümesi yeminli tercüman'),
  ).toBeVisible();
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
