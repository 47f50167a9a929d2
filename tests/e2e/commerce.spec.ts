import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/accounts';
import { DECLINED, SUCCEEDS, buyPackage } from './fixtures/commerce';
import { files, onboardingApi } from './fixtures/onboarding';
import { newUser, storedTokens } from './support/users';

/**
 * Documents, packages and payments in Turkish (issue 10): a document uploaded and deleted, the CV protected, a
 * monthly package bought with the test card up to its timeline, payment and receipt PDF; a declined card; the
 * landing page's package button carried through registration and onboarding to the checkout.
 */

test('documents: upload with progress, download, delete with confirmation; the CV is replaced, never deleted', async ({
  page,
  onboardedUser: _user,
}) => {
  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Belgelerim' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Özgeçmiş \(CV\)/ })).toHaveAttribute('aria-selected', 'true');
  const cvRow = page.getByRole('listitem').filter({ hasText: 'cv.pdf' });
  await expect(cvRow.getByText('İncelemede')).toBeVisible();

  // A CV is never deleted, only replaced (issue 29): no delete button, and "replace" opens the upload dialog.
  await expect(cvRow.getByRole('button', { name: 'Sil: cv.pdf' })).toHaveCount(0);
  await cvRow.getByRole('button', { name: 'Değiştir: cv.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'Belge yükle' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Belge yükle' })).toBeHidden();

  // Upload an "other" document: the name is required, then it appears under its own tab.
  await page.getByRole('button', { name: 'Belge yükle' }).click();
  const upload = page.getByRole('dialog', { name: 'Belge yükle' });
  await upload.getByLabel('Belge türü').selectOption({ label: 'Diğer belgeler' });
  await upload.locator('#upload-file').setInputFiles(files.pdf('pasaport.pdf'));
  await upload.getByRole('button', { name: 'Yükle' }).click();
  await expect(upload.getByLabel('Belge adı')).toBeFocused();
  await upload.getByLabel('Belge adı').fill('Pasaport');
  await upload.getByRole('button', { name: 'Yükle' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText('Pasaport yüklendi.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Diğer belgeler/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Pasaport' });
  await expect(row.getByText('İncelemede')).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'İndir: Pasaport' }).click();
  expect((await download).suggestedFilename()).toBe('pasaport.pdf');

  await row.getByRole('button', { name: 'Sil: Pasaport' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Belgeyi sil' }).click();
  await expect(page.getByText('Pasaport silindi.')).toBeVisible();
  await expect(page.getByText('Henüz başka bir belge yüklemediniz.')).toBeVisible();
});

test('a monthly package bought with the test card: payment received, the active package and its timeline, the payment and its receipt PDF', async ({
  page,
  onboardedUser: _user,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Henüz bir paket seçmediniz.', { exact: false })).toBeVisible();

  await buyPackage(page, 'tr', 'Başlangıç', SUCCEEDS);
  await expect(page).toHaveURL(/\/dashboard\/payment\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Ödeme alındı' })).toBeVisible();
  // Then the page moves on to the package by itself.
  await expect(page).toHaveURL(/\/dashboard\/packages\/?$/, { timeout: 15_000 });
  const active = page.getByRole('article', { name: 'Başlangıç' }).first();
  await expect(active.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(active.getByText('BASIC')).toBeVisible();
  await expect(active.getByRole('switch', { name: 'Her ay otomatik yenile' })).toBeChecked();
  await active.getByRole('switch', { name: 'Her ay otomatik yenile' }).press('Space');
  await expect(page.getByText('Otomatik yenileme kapalı.')).toBeVisible();
  await expect(active.getByRole('switch', { name: 'Her ay otomatik yenile' })).not.toBeChecked();

  await active.getByRole('link', { name: /Ayrıntılar ve zaman çizelgesi/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/packages\/basic\/?$/);
  const timeline = page.getByRole('list', { name: /Başlangıç zaman çizelgesi: 3 adımdan 0 tanesi tamamlandı/ });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText('Devam ediyor');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Başlamadı');
  await expect(page.getByText('Genel durum:')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('Sıradaki adım: Ön değerlendirme')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dil sertifikaları: henüz yüklenmedi.' })).toBeVisible();

  await page.goto('/dashboard/payments');
  const payment = page.getByRole('row').filter({ hasText: 'Başlangıç' });
  await expect(payment.getByText('Ödendi')).toBeVisible();
  await expect(payment).toContainText('€49');
  const download = page.waitForEvent('download');
  await payment.getByRole('button', { name: /^Makbuz \d{4}-\d{6}$/ }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a declined card leaves no package and a failed payment', async ({ page, onboardedUser: _user }) => {
  await buyPackage(page, 'tr', 'Standart', DECLINED);
  await expect(page).toHaveURL(/\/checkout\/test\/[^?]+\?result=declined/);
  await expect(page.getByText('Kartınız reddedildi', { exact: false })).toBeVisible();
  await page.goto('/dashboard/packages');
  await expect(page.getByText('Henüz aktif bir paketiniz yok.', { exact: false })).toBeVisible();
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('row').filter({ hasText: 'Standart' }).getByText('Başarısız')).toBeVisible();
  await expect(page.getByText('Makbuz yok')).toBeVisible();
});

test("the landing page's package button is carried through registration and onboarding to its payment", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Belge Kontrolü' })).toBeVisible();
  await page.getByRole('link', { name: /: Standart$/ }).click();
  await expect(page).toHaveURL(/\/register\?package=STANDARD$/);

  const user = newUser();
  await page.getByLabel('Ad', { exact: true }).fill(user.firstName);
  await page.getByLabel('Soyad').fill(user.lastName);
  await page.getByLabel('E-posta adresi').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kayıt ol' }).click();
  await expect(page).toHaveURL(/\/onboarding\/?$/);

  // The wizard itself is proven in onboarding.spec.ts: here the API fills it in, then the page shows the end.
  await onboardingApi(request, (await storedTokens(page)).access!).reach(5);
  await page.reload();
  await page.getByRole('link', { name: 'Seçtiğiniz pakete devam edin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/packages\?package=STANDARD$/);
  await expect(page.getByText('Web sitemizde Standart paketini seçtiniz.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Ödemeye geç: Standart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ödeme yükümlülüğüyle sipariş ver' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);

  // Signed in, the same button leads straight to the packages page with that package.
  await page.goto('/register?package=PREMIUM');
  await expect(page).toHaveURL(/\/dashboard\/packages\?package=PREMIUM$/);
  await expect(page.getByRole('button', { name: 'Ödemeye geç: Premium' })).toBeVisible();
});
