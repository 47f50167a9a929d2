import { expect, test } from './fixtures/accounts';
import { accessToken, button, currentStep, files, group, onboardingApi, stepHeading } from './fixtures/onboarding';
import { storeTokens } from './support/users';
import { withoutLiveStream } from './support/network';

/**
 * The onboarding wizard in Turkish (SPEC §2, §4, §5): a new user goes through every step with real files, the
 * page resumes after a reload and a new sign-in, and completing opens the dashboard.
 */

test('a new user completes every step with real files, resuming after a reload, and reaches the dashboard', async ({
  page,
  request,
  signedInUser: _user,
}) => {
  // The dashboard reached at the end holds the live stream open; this journey waits for a quiet network there.
  await withoutLiveStream(page);
  await page.goto('/onboarding');

  // Step 0: welcome.
  await expect(stepHeading(page, 'Hoş geldiniz, Ayşe!')).toBeVisible();
  await expect(page.getByText('Bu işlem yaklaşık 5-10 dakika sürer ve 4 adımdan oluşur.')).toBeVisible();
  await expect(button(page, 'Çıkış yap')).toBeVisible();
  await button(page, 'Başla').click();

  // Step 1: personal info. Empty → every field marked, the first invalid one focused.
  await expect(stepHeading(page, 'Kişisel bilgiler')).toBeFocused();
  await expect(currentStep(page)).toContainText('Kişisel bilgiler');
  await button(page, 'Devam et').click();
  const birthDate = page.getByLabel('Doğum tarihi');
  await expect(birthDate).toBeFocused();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveAccessibleDescription('Bu alan zorunludur.');
  await expect(page.getByLabel('Cinsiyet')).toHaveAccessibleDescription('Bu alan zorunludur.');
  await birthDate.fill('1994-05-17');
  await page.getByLabel('Cinsiyet').selectOption({ label: 'Kadın' });
  await page.getByLabel('Medeni durum').selectOption({ label: 'Bekâr' });
  const phone = page.getByLabel('Telefon numarası');
  await phone.fill('12-34-5');
  await button(page, 'Devam et').click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/en az 6 rakam içermelidir/);
  await phone.fill('+90 532 123 45 67');
  await button(page, 'Devam et').click();

  // Step 2: education (end date waived while continuing), then work experience; rows added and removed.
  await expect(stepHeading(page, 'Eğitim ve iş deneyimi')).toBeFocused();
  await expect(currentStep(page)).toContainText('Eğitim ve iş deneyimi');
  const school = group(page, 'Eğitim 1');
  await school.getByLabel('Okul').fill('İstanbul Teknik Üniversitesi');
  await school.getByLabel('Bölüm').fill('Makine Mühendisliği');
  await school.getByLabel('Başlangıç tarihi').fill('2012-09-01');
  await school.getByLabel('Hâlâ devam ediyorum').check();
  await expect(school.getByLabel('Bitiş tarihi')).toBeDisabled();
  await school.getByLabel('Hâlâ devam ediyorum').uncheck();
  await school.getByLabel('Bitiş tarihi').fill('2016-06-30');
  await button(page, 'Eğitim ekle').click();
  await expect(group(page, 'Eğitim 2').getByLabel('Okul')).toBeFocused();
  await button(page, 'Kaldır (Eğitim 2)').click();
  await expect(group(page, 'Eğitim 2')).toHaveCount(0);
  await expect(school.getByLabel('Okul')).toBeFocused();

  await button(page, 'İş deneyimi ekle').click();
  const job = group(page, 'İş deneyimi 1');
  await expect(job.getByLabel('Şirket')).toBeFocused();
  await job.getByLabel('Şirket').fill('Arçelik');
  await button(page, 'Devam et').click();
  await expect(job.getByLabel('Pozisyon')).toBeFocused(); // the first field the schema refused
  await job.getByLabel('Pozisyon').fill('Tasarım Mühendisi');
  await job.getByLabel('Başlangıç tarihi').fill('2016-09-01');
  await job.getByLabel('Hâlâ burada çalışıyorum').check();
  await expect(job.getByLabel('Bitiş tarihi')).toBeDisabled();
  await job.getByLabel('Açıklama (isteğe bağlı)').fill('Beyaz eşya tasarımı');
  await button(page, 'Devam et').click();

  // Step 3: languages — German is pre-added and cannot be removed. Typed, then the page is reloaded.
  await expect(stepHeading(page, 'Dil bilgisi')).toBeFocused();
  const german = group(page, 'Almanca (zorunlu)');
  await expect(german.getByRole('button', { name: /Kaldır/ })).toHaveCount(0);
  await german.getByLabel('Seviye').selectOption('B1');
  await german.getByLabel('Sertifika').fill('Goethe-Zertifikat B1');
  await page.reload();
  await expect(stepHeading(page, 'Dil bilgisi')).toBeVisible();
  await expect(german.getByLabel('Seviye')).toHaveValue('B1');
  await expect(german.getByLabel('Sertifika')).toHaveValue('Goethe-Zertifikat B1');
  // Back: the saved step 2 comes from the server.
  await button(page, 'Geri').click();
  await expect(group(page, 'Eğitim 1').getByLabel('Okul')).toHaveValue('İstanbul Teknik Üniversitesi');
  await expect(group(page, 'İş deneyimi 1').getByLabel('Hâlâ burada çalışıyorum')).toBeChecked();
  await button(page, 'Devam et').click();
  await expect(german.getByLabel('Seviye')).toHaveValue('B1');
  await button(page, 'Dil ekle').click();
  const english = group(page, 'Dil 2');
  const englishLanguage = english.getByRole('combobox', { name: 'Dil', exact: true });
  await expect(englishLanguage).toBeFocused();
  await englishLanguage.selectOption({ label: 'İngilizce' });
  await english.getByLabel('Seviye').selectOption('B2');
  await button(page, 'Devam et').click();

  // Step 4: documents. A disguised file is refused in the browser; real files go up and come back down.
  await expect(stepHeading(page, 'Belgeler')).toBeFocused();
  await expect(page.getByText('Kabul edilen dosya türleri: PDF, DOC, DOCX · En fazla 5 MB')).toBeVisible();
  await expect(page.getByText('Kabul edilen dosya türleri: PDF, JPEG, PNG · En fazla 15 MB')).toHaveCount(2);
  const cvInput = page.locator('#cv-file');
  await cvInput.setInputFiles(files.disguised());
  await expect(page.getByText('Geçersiz dosya türü. Özgeçmişiniz PDF, DOC veya DOCX dosyası olmalıdır.')).toBeVisible();
  await expect(cvInput).toHaveAttribute('aria-invalid', 'true');
  await cvInput.setInputFiles(files.pdf('özgeçmiş.pdf'));
  await expect(page.getByText('özgeçmiş.pdf yüklendi.')).toBeVisible();
  await expect(cvInput).not.toHaveAttribute('aria-invalid', 'true');
  const cv = page.locator('section[aria-labelledby="cv-heading"] li');
  await expect(cv).toContainText('özgeçmiş.pdf');

  const downloading = page.waitForEvent('download');
  await cv.getByRole('button', { name: 'İndir: özgeçmiş.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('özgeçmiş.pdf');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await cv.getByRole('button', { name: 'Sil: özgeçmiş.pdf' }).click();
  await expect(
    page.getByText('Özgeçmişinizi silmek için lütfen destek ekibimizle iletişime geçin.', { exact: false }),
  ).toBeVisible();
  await expect(cv).toHaveCount(1);

  const certificates = page.locator('section[aria-labelledby="certificates-heading"]');
  await page.locator('#certificate-file').setInputFiles(files.png('goethe.png'));
  await expect(certificates.getByRole('listitem')).toContainText('goethe.png');
  await certificates.getByRole('button', { name: 'Sil: goethe.png' }).click();
  await expect(certificates.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('goethe.png silindi.')).toBeVisible();
  await expect(page.locator('#certificate-file')).toBeFocused();
  await page.locator('#certificate-file').setInputFiles(files.pdf('goethe-b1.pdf'));
  await expect(certificates.getByRole('listitem')).toContainText('goethe-b1.pdf');

  const other = page.locator('section[aria-labelledby="other-heading"]');
  await page.locator('#other-file').setInputFiles(files.png('diploma.png'));
  await button(page, 'Yükle: Diğer belgeler').click();
  await expect(page.getByLabel('Belge adı')).toBeFocused();
  await expect(page.getByLabel('Belge adı')).toHaveAccessibleDescription(/Bu alan zorunludur/);
  await page.getByLabel('Belge adı').fill('Lisans diploması');
  await button(page, 'Yükle: Diğer belgeler').click();
  await expect(other.getByRole('listitem')).toContainText('Lisans diploması');
  await expect(other.getByRole('listitem')).toContainText('diploma.png');

  // The status the server holds matches what the screen showed.
  const status = await (
    await request.get('/api/onboarding/current-step', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    })
  ).json();
  expect(status.data.documents.languageCertificates.map((f: { name: string }) => f.name)).toEqual(['goethe-b1.pdf']);
  expect(status.data.languages.map((l: { language: string }) => l.language)).toEqual(['de', 'en']);

  await button(page, 'Başvuruyu tamamla').click();
  await expect(stepHeading(page, 'Tebrikler, başvurunuz tamamlandı!')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Randevu al' })).toHaveAttribute(
    'href',
    '/dashboard/appointments?book=1',
  );
  await page.getByRole('link', { name: 'Panele git' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  // The guard lets a completed user stay (rule 4 no longer sends them back).
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test('save and continue later keeps saved and unsaved input across a reload, a logout and a new sign-in', async ({
  page,
  request,
  signedInUser: user,
}) => {
  await onboardingApi(request, user.tokens.access_token).reach(1);
  await page.goto('/onboarding');

  // Step 1 complete: saved to the server; the page stays on the step.
  await expect(stepHeading(page, 'Kişisel bilgiler')).toBeVisible();
  await page.getByLabel('Doğum tarihi').fill('1990-01-31');
  await page.getByLabel('Cinsiyet').selectOption('male');
  await page.getByLabel('Medeni durum').selectOption('married');
  await page.getByLabel('Telefon numarası').fill('+49 30 1234567');
  await button(page, 'Kaydet ve daha sonra devam et').click();
  const dialog = page.getByRole('dialog', { name: 'İlerlemeniz kaydedildi' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('tarayıcı sekmesinde');
  await dialog.getByRole('button', { name: 'Doldurmaya devam et' }).click();
  await expect(dialog).toBeHidden();
  await expect(stepHeading(page, 'Kişisel bilgiler')).toBeVisible();

  // A reload resumes at the server's step; going back shows the saved data.
  await page.reload();
  await expect(stepHeading(page, 'Eğitim ve iş deneyimi')).toBeVisible();
  await button(page, 'Geri').click();
  await expect(page.getByLabel('Telefon numarası')).toHaveValue('+49 30 1234567');
  await expect(page.getByLabel('Medeni durum')).toHaveValue('married');
  await button(page, 'Devam et').click();

  // Step 2 half done: education is saved, the unfinished job stays in this tab.
  const school = group(page, 'Eğitim 1');
  await school.getByLabel('Okul').fill('Boğaziçi Üniversitesi');
  await school.getByLabel('Bölüm').fill('Kimya');
  await school.getByLabel('Başlangıç tarihi').fill('2008-09-01');
  await school.getByLabel('Bitiş tarihi').fill('2012-06-30');
  await button(page, 'İş deneyimi ekle').click();
  await group(page, 'İş deneyimi 1').getByLabel('Şirket').fill('Eczacıbaşı');
  await button(page, 'Kaydet ve daha sonra devam et').click();
  await expect(dialog).toContainText('tarayıcı sekmesinde saklanır');
  await dialog.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('Oturumunuz kapatıldı.')).toBeVisible();
  expect(await accessToken(page)).toBeNull();

  // Signing in again (same tab): the server's step, the saved education and the kept draft are all back.
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  const { data } = await login.json();
  await storeTokens(page, data);
  await page.goto('/onboarding');
  await expect(stepHeading(page, 'Eğitim ve iş deneyimi')).toBeVisible();
  await expect(group(page, 'Eğitim 1').getByLabel('Okul')).toHaveValue('Boğaziçi Üniversitesi');
  await expect(group(page, 'İş deneyimi 1').getByLabel('Şirket')).toHaveValue('Eczacıbaşı');
  const saved = await (
    await request.get('/api/onboarding/current-step', { headers: { Authorization: `Bearer ${data.access_token}` } })
  ).json();
  expect(saved.data.education[0].school).toBe('Boğaziçi Üniversitesi');
  expect(saved.data.workExperience).toEqual([]);
});

test('files are refused before sending when wrong or too large; a slow upload shows progress; the welcome screen logs out', async ({
  page,
  request,
  signedInUser: user,
}) => {
  await onboardingApi(request, user.tokens.access_token).reach(4);
  await page.goto('/onboarding');
  await expect(stepHeading(page, 'Belgeler')).toBeVisible();

  const uploads: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/onboarding/') && uploads.push(r.url()));
  await page.locator('#certificate-file').setInputFiles(files.disguised('sertifika.pdf'));
  await expect(
    page.getByText('Geçersiz dosya türü. Dil sertifikası PDF, JPEG veya PNG dosyası olmalıdır.'),
  ).toBeVisible();
  const big = files.pdf('kocaman.pdf');
  await page
    .locator('#other-file')
    .setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(15 * 1024 * 1024)]) });
  await expect(page.getByText("Dosya boyutu 15 MB'tan küçük olmalıdır.")).toBeVisible();
  expect(uploads).toEqual([]);

  // A slow connection: the upload shows its progress (XMLHttpRequest upload events) until the file is listed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const slow = files.pdf('yavas.pdf');
  await page.locator('#other-name').fill('Referans mektubu');
  await page
    .locator('#other-file')
    .setInputFiles({ ...slow, buffer: Buffer.concat([slow.buffer, Buffer.alloc(768 * 1024, 0x20)]) });
  await button(page, 'Yükle: Diğer belgeler').click();
  const progress = page.getByRole('progressbar', { name: 'Diğer belgeler yükleniyor' });
  await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value).catch(() => 0)).toBeGreaterThan(0);
  await expect(page.getByText('yavas.pdf yüklendi.')).toBeVisible();
  await expect(progress).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Completing without a CV: the server says what is missing, tied to the CV field.
  await button(page, 'Başvuruyu tamamla').click();
  await expect(page.getByRole('alert')).toContainText('Özgeçmişinizi yükleyin.');
  await expect(page.locator('#cv-file')).toHaveAccessibleDescription(/Özgeçmişinizi yükleyin\./);

  await button(page, 'Geri').click();
  await button(page, 'Geri').click();
  await button(page, 'Geri').click();
  await button(page, 'Geri').click();
  await expect(stepHeading(page, 'Hoş geldiniz, Ayşe!')).toBeVisible();
  await button(page, 'Çıkış yap').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await accessToken(page)).toBeNull();
});

test('a generic error (no answer from the server) offers retry; nothing typed is lost', async ({
  page,
  request,
  signedInUser: user,
}) => {
  await onboardingApi(request, user.tokens.access_token).reach(1);
  await page.goto('/onboarding');
  await page.getByLabel('Doğum tarihi').fill('1988-03-09');
  await page.getByLabel('Cinsiyet').selectOption('other');
  await page.getByLabel('Medeni durum').selectOption('divorced');
  await page.getByLabel('Telefon numarası').fill('0212 555 44 33');
  await page.route('**/api/onboarding/personal-info', (route) => route.abort('connectionrefused'));
  await button(page, 'Devam et').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sunucuya bağlanılamıyor');
  await expect(alert).toContainText('Girdiğiniz bilgiler kaybolmadı');
  await expect(page.locator('[data-error-alert]')).toBeFocused();
  await expect(page.getByLabel('Telefon numarası')).toHaveValue('0212 555 44 33');
  await page.unroute('**/api/onboarding/personal-info');
  await alert.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(stepHeading(page, 'Eğitim ve iş deneyimi')).toBeVisible();
  await expect(page.getByRole('alert')).toBeEmpty();
});

const texts = {
  en: {
    welcome: 'Welcome, Ayşe!',
    duration: 'This takes about 5–10 minutes and has 4 steps.',
    start: 'Start',
    personal: 'Personal information',
    continue: 'Continue',
    required: 'This field is required.',
    documents: 'Documents',
    rules: 'Accepted file types: PDF, DOC, DOCX · Up to 5 MB',
    complete: 'Complete application',
    done: 'Congratulations, your application is complete!',
    book: 'Book an appointment',
  },
  de: {
    welcome: 'Willkommen, Ayşe!',
    duration: 'Das dauert etwa 5–10 Minuten und umfasst 4 Schritte.',
    start: 'Jetzt starten',
    personal: 'Persönliche Angaben',
    continue: 'Weiter',
    required: 'Dieses Feld ist erforderlich.',
    documents: 'Unterlagen',
    rules: 'Erlaubte Dateitypen: PDF, DOC, DOCX · Höchstens 5 MB',
    complete: 'Bewerbung abschließen',
    done: 'Herzlichen Glückwunsch, Ihre Bewerbung ist vollständig!',
    book: 'Termin vereinbaren',
  },
} as const;

for (const locale of ['en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ accountLocale: locale });
    test(`the screens speak ${locale === 'en' ? 'English' : 'German (formal Sie)'} on /${locale}`, async ({
      page,
      request,
      signedInUser: user,
    }) => {
      const t = texts[locale];
      await page.goto(`/${locale}/onboarding`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(stepHeading(page, t.welcome)).toBeVisible();
      await expect(page.getByText(t.duration)).toBeVisible();
      await button(page, t.start).click();
      await expect(stepHeading(page, t.personal)).toBeVisible();
      await button(page, t.continue).click();
      await expect(page.getByText(t.required).first()).toBeVisible();

      const api = onboardingApi(request, user.tokens.access_token);
      await api.reach(4);
      await page.reload();
      await expect(stepHeading(page, t.documents)).toBeVisible();
      await expect(page.getByText(t.rules)).toBeVisible();
      await page.locator('#cv-file').setInputFiles(files.pdf('cv.pdf'));
      await expect(page.locator('section[aria-labelledby="cv-heading"] li')).toContainText('cv.pdf');
      await button(page, t.complete).click();
      await expect(stepHeading(page, t.done)).toBeVisible();
      await expect(page.getByRole('link', { name: t.book })).toHaveAttribute(
        'href',
        `/${locale}/dashboard/appointments?book=1`,
      );
    });
  });
}
