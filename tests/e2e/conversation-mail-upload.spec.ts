import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { htmlBytes, pdfBytes } from '@/server/test/files';
import { onboardingApi } from './fixtures/onboarding';
import { readAll } from './support/outbox';
import { adminToken, staffAccount } from './support/staff';
import { pathIn } from './support/strings';
import { newUser, registerViaApi, storeTokens } from './support/users';

// Issue 27, the last two parts: staff attach a new file from the case's conversation (decision 084), and the
// unread-message mail goes out once after the delay (UNREAD_MAIL_DELAY_MS is 20 s in the e2e server's env).
const json = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, string>;

async function assignedCustomer(request: APIRequestContext, advisorId: string, locale: Locale, lastName: string) {
  const customer = await registerViaApi(request, locale, newUser({ firstName: 'Elif', lastName }));
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  const assigned = await request.patch(`/api/staff/cases/${customer.session.id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { advisorId },
  });
  expect(assigned.ok()).toBe(true);
  return customer;
}

async function customerWrites(request: APIRequestContext, token: string, text: string) {
  const res = await request.post('/api/messages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { body: text },
  });
  expect(res.status()).toBe(201);
}

async function openCaseConversation(page: Page, locale: Locale, customerId: string) {
  await page.goto(pathIn(locale, `/staff/case?id=${customerId}`));
  const conversation = page.getByRole('region', { name: json(locale, 'messages')['list.label']!, exact: true });
  await expect(conversation).toBeVisible({ timeout: 30_000 });
  return conversation;
}

for (const locale of ['tr', 'de'] as const) {
  test(`the advisor attaches a new file from the case page; the customer gets it as a document (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = json(locale, 'messages');
    const advisor = await staffAccount(request, 'advisor', locale);
    const customer = await assignedCustomer(request, advisor.id, locale, `Yilmaz${Date.now()}`);
    await customerWrites(request, customer.tokens.access_token, 'Hangi formu doldurmalıyım?');

    const staffPage = await (await browser.newContext()).newPage();
    await storeTokens(staffPage, advisor.tokens);
    const conversation = await openCaseConversation(staffPage, locale, customer.session.id);
    await expect(conversation.getByText('Hangi formu doldurmalıyım?')).toBeVisible();

    // A disguised file (HTML named .pdf) is refused with the server's reason in the console's language.
    const attach = staffPage.getByLabel(t['composer.attach']!);
    await attach.setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: htmlBytes() });
    await expect(staffPage.locator('#messages').getByRole('alert')).toContainText(t['composer.uploadFailed']!);
    await attach.setInputFiles({ name: 'Erklaerung.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    const send = staffPage.getByRole('button', { name: t['composer.send']!, exact: true });
    await expect(send).toBeEnabled();
    await staffPage.getByLabel(t['composer.label']!, { exact: true }).fill('Bu formu doldurup geri gönderin.');
    await send.click();
    await expect(conversation.getByRole('button', { name: /Erklaerung\.pdf/ })).toBeVisible();

    // The customer sees it in the conversation and among their documents, named as sent by the advisor.
    const page = await (await browser.newContext()).newPage();
    await storeTokens(page, customer.tokens);
    await page.goto(pathIn(locale, '/dashboard/messages'));
    const theirs = page.getByRole('region', { name: t['list.label']! });
    await expect(theirs.getByRole('button', { name: /Erklaerung\.pdf/ })).toBeVisible({ timeout: 30_000 });
    await page.goto(pathIn(locale, '/dashboard/documents'));
    const commerce = json(locale, 'commerce');
    await page.getByRole('tab', { name: new RegExp(commerce['documents.category.other']!) }).click({ timeout: 30_000 });
    await expect(page.getByText(commerce['documents.sentByAdvisor']!)).toBeVisible();
    await page.context().close();
    await staffPage.context().close();
  });
}

test('a message left unread is mailed once after the delay; one read in time is not mailed', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const advisor = await staffAccount(request, 'advisor', 'de');
  const stamp = Date.now();
  const unread = await assignedCustomer(request, advisor.id, 'tr', `Unread${stamp}`);
  const read = await assignedCustomer(request, advisor.id, 'tr', `Read${stamp}`);
  // The advisor has the second conversation open when it arrives: it shows live and moves their read marker.
  const staffPage = await (await browser.newContext()).newPage();
  await storeTokens(staffPage, advisor.tokens);
  const conversation = await openCaseConversation(staffPage, 'de', read.session.id);
  await customerWrites(request, unread.tokens.access_token, 'Cevap bekliyorum.');
  await customerWrites(request, read.tokens.access_token, 'Bu mesaj hemen okunacak.');
  await expect(conversation.getByText('Bu mesaj hemen okunacak.')).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/staff/cases/${read.session.id}/messages`, {
        headers: { Authorization: `Bearer ${advisor.tokens.access_token}` },
      });
      return ((await res.json()) as { data: { unread: number } }).data.unread;
    })
    .toBe(0);
  await staffPage.context().close();

  const about = (lastName: string) => async () =>
    (await readAll()).filter((mail) => mail.to.includes(advisor.email) && mail.subject.includes(lastName));
  // The first conversation's mail comes after the delay (20 s here), in the advisor's language (German).
  await expect.poll(async () => (await about(unread.lastName)()).length, { timeout: 90_000 }).toBe(1);
  const [mail] = await about(unread.lastName)();
  expect(mail!.subject).toBe(`Elif ${unread.lastName} hat Ihnen geschrieben`);
  expect(mail!.text).toContain('> Cevap bekliyorum.');
  // Several more runs of the job (every 2 s): still exactly one, and none about the conversation read in time.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  expect(await about(unread.lastName)()).toHaveLength(1);
  expect(await about(read.lastName)()).toHaveLength(0);
});
