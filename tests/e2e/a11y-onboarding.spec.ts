import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Locale } from '@/lib/i18n/locales';
import { expect, test } from './fixtures/accounts';
import { button, files, group, onboardingApi, stepHeading } from './fixtures/onboarding';
import { DESKTOP, expectNoA11yViolations, PHONE } from './support/axe';
import { tabTo } from './support/keyboard';

/**
 * axe on every screen of the onboarding wizard (welcome, steps 1–4 with and without errors, the save-later
 * dialog, the completion screen) in the three languages at phone and desktop width; and the whole wizard done
 * with the keyboard alone.
 */

const strings = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/onboarding.json`, 'utf8')) as Record<string, string>;
const SAVE_LATER = Object.fromEntries(
  (['tr', 'en', 'de'] as const).map((l) => [l, strings(l)['actions.saveLater']]),
) as Record<Locale, string>;
const prefix = (locale: Locale) => (locale === 'tr' ? '' : `/${locale}`);

for (const locale of ['tr', 'en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale });
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`onboarding ${locale} ${size}: no axe violations on any step`, async ({
        page,
        request,
        signedInUser: user,
      }) => {
        test.setTimeout(180_000); // about fifteen axe runs
        await page.setViewportSize(viewport);
        const api = onboardingApi(request, user.tokens.access_token);
        const open = async (label: string) => {
          // Unsaved input of an earlier step would bring the wizard back there: each screen starts clean.
          await page.evaluate(() => sessionStorage.clear());
          await page.goto(`${prefix(locale)}/onboarding`);
          await expect(page.locator('main h2').first()).toBeVisible();
          await expectNoA11yViolations(page, `${label} ${locale} ${size}`);
        };
        const withErrors = async (label: string, submit: (p: Page) => Promise<void>) => {
          await submit(page);
          await expect(page.locator('[aria-invalid="true"], [data-error-alert]').first()).toBeVisible();
          await expectNoA11yViolations(page, `${label} with errors ${locale} ${size}`);
        };
        const submit = (p: Page) => p.locator('form button[type="submit"]').click();

        await open('welcome');
        await api.reach(1);
        await open('personal info');
        await withErrors('personal info', submit);
        await api.reach(2);
        await open('education and work');
        await page.locator('section[aria-labelledby="work-heading"] > button').click();
        await withErrors('education and work', submit);
        await api.reach(3);
        await open('languages');
        await page.locator('section[aria-labelledby="languages-heading"] > button').click();
        await withErrors('languages', submit);
        await api.reach(4);
        await api.upload('language-certificate', files.png('goethe.png'), { language: 'de' });
        await api.upload('other-document', files.pdf('diploma.pdf'), { name: 'Diploma' });
        await open('documents');
        await page.locator('#cv-file').setInputFiles(files.disguised());
        await expect(page.locator('#cv-file-error')).toBeVisible();
        await page.locator('#other-file').setInputFiles(files.pdf('transkript.pdf')); // waits for "upload"
        await expectNoA11yViolations(page, `documents with errors ${locale} ${size}`);
        await page.getByRole('button', { name: SAVE_LATER[locale] }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoA11yViolations(page, `save-later dialog ${locale} ${size}`);
        await page.keyboard.press('Escape');
        await api.reach(5);
        await open('completion');
        await expect(page.locator('#done-heading')).toBeVisible();
      });
    }
  });
}

test.describe('keyboard only', () => {
  // Date fields take digits in the browser's own order; pin it so the typed digits land where expected.
  test.use({ locale: 'en-US' });

  test('the whole wizard, uploads included, can be done with the keyboard alone', async ({
    page,
    signedInUser: _user,
  }) => {
    await page.goto('/onboarding');
    const key = (k: string) => page.keyboard.press(k);
    const chooseFile = async (input: string, file: ReturnType<typeof files.pdf>) => {
      await tabTo(page, page.locator(input));
      const chooser = page.waitForEvent('filechooser');
      await key('Enter');
      await (await chooser).setFiles(file);
    };

    await tabTo(page, button(page, 'Başla'));
    await key('Enter');

    await expect(stepHeading(page, 'Kişisel bilgiler')).toBeFocused();
    await tabTo(page, page.getByLabel('Doğum tarihi'));
    await page.keyboard.type('05171994');
    await tabTo(page, page.getByLabel('Telefon numarası'));
    await page.keyboard.type('+90 532 123 45 67');
    await tabTo(page, page.getByLabel('Cinsiyet'));
    await page.keyboard.type('Kad');
    await tabTo(page, page.getByLabel('Medeni durum'));
    await page.keyboard.type('Bek');
    await tabTo(page, button(page, 'Devam et'));
    await key('Enter');

    await expect(stepHeading(page, 'Eğitim ve iş deneyimi')).toBeFocused();
    const school = group(page, 'Eğitim 1');
    await tabTo(page, school.getByLabel('Okul'));
    await page.keyboard.type('Ege Üniversitesi');
    await key('Tab');
    await page.keyboard.type('İnşaat Mühendisliği');
    await key('Tab');
    await page.keyboard.type('09012015');
    await tabTo(page, school.getByLabel('Hâlâ devam ediyorum'));
    await key('Space');
    await expect(school.getByLabel('Bitiş tarihi')).toBeDisabled();
    await tabTo(page, button(page, 'Devam et'));
    await key('Enter');

    await expect(stepHeading(page, 'Dil bilgisi')).toBeFocused();
    await tabTo(page, group(page, 'Almanca (zorunlu)').getByLabel('Seviye'));
    await page.keyboard.type('A2');
    await tabTo(page, button(page, 'Devam et'));
    await key('Enter');

    await expect(stepHeading(page, 'Belgeler')).toBeFocused();
    await chooseFile('#cv-file', files.pdf('cv.pdf'));
    await expect(page.getByText('cv.pdf yüklendi.')).toBeVisible();
    await chooseFile('#certificate-file', files.png('telc.png'));
    await expect(page.getByText('telc.png yüklendi.')).toBeVisible();
    await tabTo(page, page.getByLabel('Belge adı'));
    await page.keyboard.type('Transkript');
    await chooseFile('#other-file', files.pdf('transkript.pdf'));
    await tabTo(page, button(page, 'Yükle: Diğer belgeler'));
    await key('Enter');
    await expect(page.getByText('transkript.pdf yüklendi.')).toBeVisible();
    await tabTo(page, button(page, 'Başvuruyu tamamla'));
    await key('Enter');

    await expect(stepHeading(page, 'Tebrikler, başvurunuz tamamlandı!')).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Panele git' }));
    await key('Enter');
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });
});
