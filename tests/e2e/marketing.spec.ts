import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { onboardingApi } from './fixtures/onboarding';
import { registerViaApi, storeTokens } from './support/users';

const strings = (locale: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, string>;
// The e2e server's data folder (playwright.config.ts): its outbox holds every mail the API "sent". Only the
// contact form's mails (they carry the visitor's Reply-To) count here: other journeys register users meanwhile,
// and each registration sends a welcome mail.
const outboxDir = path.join(process.env.E2E_DATA_DIR ?? `./data/e2e-${process.env.E2E_PORT ?? 4399}`, 'outbox');
const outbox = () => {
  try {
    return readdirSync(outboxDir)
      .map((f) => readFileSync(path.join(outboxDir, f), 'utf8'))
      .filter((mail) => /^Reply-To:/im.test(mail));
  } catch {
    return [];
  }
};

test('each locale serves its landing page in its own language, with packages, stories and FAQ', async ({ page }) => {
  for (const [url, locale, price] of [
    ['/', 'tr', '€99'],
    ['/en/', 'en', '€99'],
    ['/de/', 'de', '99 €'],
  ] as const) {
    const t = strings(locale, 'marketing');
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['hero.title']!);
    // The figures of src/content/site/site.yaml, written the locale's way and marked as examples.
    await expect(page.locator('#main dl')).toContainText({ tr: '%98', en: '98%', de: '98\u00a0%' }[locale]);
    await expect(page.locator('#main dl')).toContainText({ tr: '1.500+', en: '1,500+', de: '1.500+' }[locale]);
    await expect(page.getByText(t['stats.example']!)).toBeVisible();
    // Every package of the catalog: three monthly ones, then the one-time service.
    const packages = page.locator('#packages article');
    await expect(packages).toHaveCount(4);
    await expect(packages.nth(1)).toContainText(price.replace(' ', '\u00a0'));
    await expect(packages.nth(3).getByRole('heading', { level: 4 })).toBeVisible();
    await expect(page.locator('#stories article')).toHaveCount(4);
    await expect(page.locator('#faq details').first()).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`${url.replace(/\//g, '\\/')}$`),
    );
  }
});

// Whether the shipped site facts are still the example ones (then every page showing them must say so).
const site = readFileSync('src/content/site/site.yaml', 'utf8');
const isExample = (part: string) => new RegExp(`\\n  ${part}:\\s*\\n    example: true`).test(site);

test('contact details and the Impressum come from one content file and say when they are examples', async ({
  page,
}) => {
  const common = strings('de', 'common');
  await page.goto('/de/');
  const footer = page.getByRole('contentinfo');
  const phone = await footer.locator('a[href^="tel:"]').getAttribute('href');
  expect(phone).toMatch(/^tel:\+\d{8,}$/);
  await expect(footer.getByText(common['footer.contactExample']!)).toBeVisible({ visible: isExample('contact') });
  await expect(page.getByText(strings('de', 'marketing')['video.example']!)).toBeVisible({
    visible: isExample('video'),
  });
  await expect(
    page.locator('#stories article').first().getByText(strings('de', 'marketing')['stories.example']!),
  ).toBeVisible();

  await footer.getByRole('link', { name: common['footer.imprint']! }).click();
  await expect(page).toHaveURL(/\/de\/impressum\/?$/);
  const legal = strings('de', 'legal');
  for (const key of [
    'impressum.provider',
    'impressum.contact',
    'impressum.register',
    'impressum.vat',
    'impressum.responsible',
  ])
    await expect(page.getByRole('heading', { level: 2, name: legal[key]! })).toBeVisible();
  await expect(page.locator(`#main a[href="${phone}"]`)).toBeVisible();
  await expect(page.getByText(legal['impressum.example']!)).toBeVisible({ visible: isExample('company') });
});

test("every layout's footer links the privacy policy, the terms and the Impressum", async ({ page, request }) => {
  const user = await registerViaApi(request, 'de');
  const pages = [
    ['/', 'tr'],
    ['/en/faq/', 'en'],
    ['/de/login', 'de'],
    ['/register', 'tr'],
    ['/en/privacy', 'en'],
    ['/de/impressum', 'de'],
  ] as const;
  const signedIn = [
    ['/de/onboarding', 'de'],
    ['/de/dashboard/profile', 'de'],
  ] as const;
  for (const [path, locale] of [...pages, ...signedIn]) {
    const common = strings(locale, 'common');
    if (path === '/de/onboarding') await storeTokens(page, user.tokens);
    if (path === '/de/dashboard/profile') await onboardingApi(request, user.tokens.access_token).reach(5);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: common['footer.legal']! });
    const prefix = locale === 'tr' ? '' : `/${locale}`;
    for (const [key, route] of [
      ['footer.privacy', '/privacy'],
      ['footer.terms', '/terms'],
      ['footer.imprint', '/impressum'],
    ] as const)
      await expect(legal.getByRole('link', { name: common[key]! }), `${key} on ${path}`).toHaveAttribute(
        'href',
        `${prefix}${route}`,
      );
  }
});

test('the video loads nothing from a third party until its poster is clicked', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  await page.goto('/en/');
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  await page.getByRole('link', { name: /Play the video/ }).click();
  const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(frame).toHaveAttribute('title', strings('en', 'marketing')['video.iframeTitle']!);
  await expect.poll(() => foreign.some((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

test('React for the contact form loads only once the form scrolls into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /ContactIsland|react|client\./.test(u))).toEqual([]);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: strings('tr', 'contact')['form.submit']! })).toBeEnabled();
  expect(scripts.some((u) => u.includes('ContactIsland'))).toBe(true);
});

async function switchLanguage(page: Page, language: string) {
  await page.locator('header details:visible summary').last().click();
  await page.locator('header details[open]').getByRole('link', { name: language }).click();
}

test('the language switcher keeps the page, remembers the choice and never loops', async ({ page, context }) => {
  await page.goto('/stories/elif-kaya/');
  await switchLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(/\/de\/stories\/elif-kaya\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('de');
  // About a year (365 days), give or take the test's own runtime.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // A Turkish (unprefixed) address now leads to the German page.
  await page.goto('/faq/');
  await expect(page).toHaveURL(/\/de\/faq\/$/);

  await switchLanguage(page, 'Türkçe');
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(page).not.toHaveURL(/\/de\//);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('on a phone the menu holds navigation, languages and the account links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/faq/');
  await page.getByText('Menu', { exact: true }).click();
  const menu = page.locator('header details[open]');
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/register');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await switchLanguage(page, 'Türkçe');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/faq\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sıkça sorulan sorular');
});

test('the contact form sends a message: success shown in the page language, mail in the outbox', async ({ page }) => {
  const t = strings('en', 'contact');
  const before = outbox().length;
  const name = `E2E Visitor ${Date.now()}`;
  // Hold the island's code back while the visitor types: what was typed before React arrived must be kept.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/ContactIsland\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/#contact');
  await page.getByLabel(t['form.name']!).fill(name);
  await page.getByLabel(t['form.email']!).fill('visitor@example.com');
  await page.getByLabel(t['form.phone']!).fill('+49 30 1234567');
  await page.getByLabel(t['form.message']!).fill('I am a nurse and would like to work in Berlin.');
  await expect(page.getByRole('button', { name: t['form.submit']! })).toBeDisabled();
  release();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: t['form.submit']! }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status')).toContainText(t['success.title']!);
  await expect(page.getByRole('status')).toContainText(t['success.message']!);
  await expect(page.getByLabel(t['form.name']!)).toHaveValue('');
  await expect.poll(() => outbox().length).toBe(before + 1);
  expect(outbox().some((mail) => mail.includes('visitor@example.com') && mail.includes('E2E Visitor'))).toBe(true);
});

test('an invalid submission shows field errors from the shared schema and sends nothing', async ({ page }) => {
  const t = strings('de', 'contact');
  const errors = strings('de', 'errors');
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url());
  });
  const before = outbox().length;
  await page.goto('/de/#contact');
  await page.getByLabel(t['form.email']!).fill('keine-adresse');
  await page.getByLabel(t['form.phone']!).fill('123');
  await page.getByRole('button', { name: t['form.submit']! }).click();

  const nameField = page.getByLabel(t['form.name']!);
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(errors['validation.required']!);
  await expect(page.getByLabel(t['form.email']!)).toHaveAccessibleDescription(errors['validation.email']!);
  await expect(page.locator('#contact-phone-error')).toHaveText(errors['validation.phoneMin']!.replace('{{min}}', '6'));
  await expect(page.locator('#contact-message-error')).toHaveText(errors['validation.required']!);

  // Fixing a field clears its error while typing.
  await nameField.fill('Hans Müller');
  await expect(nameField).toHaveAttribute('aria-invalid', 'false');
  expect(posts).toEqual([]);
  expect(outbox().length).toBe(before);
});

test("unknown paths show the locale's 'Page Not Found: {path}' with status 404", async ({ page }) => {
  for (const [url, text] of [
    ['/yok-boyle-bir-sayfa', 'Sayfa Bulunamadı: /yok-boyle-bir-sayfa'],
    ['/en/no/such/page', 'Page Not Found: /en/no/such/page'],
    ['/de/gibt-es-nicht', 'Seite nicht gefunden: /de/gibt-es-nicht'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  }
  // The path is shown as text, never interpreted as markup.
  await page.goto('/en/%3Cimg%20src=x%20onerror=alert(1)%3E');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/<img src=x onerror=alert(1)>');
  await expect(page.locator('#main img')).toHaveCount(0);
});

test('the sitemap lists every marketing page in every language, and no error page', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  for (const route of ['/', '/faq/', '/stories/', '/stories/ayse-yilmaz/'])
    for (const prefix of ['', '/en', '/de'])
      expect(xml).toMatch(new RegExp(`<loc>[a-z]+://[^/<]+${prefix}${route}</loc>`));
  expect(xml).not.toMatch(/404|500/);
});
