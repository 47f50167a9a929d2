import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { pdfBytes } from '@/server/test/files';
import { onboardingApi } from './fixtures/onboarding';
import { DESKTOP, expectAccessibleAtBothSizes } from './support/axe';
import { adminToken, staffAccount } from './support/staff';
import { pathIn } from './support/strings';
import { newUser, registerViaApi, storeTokens } from './support/users';

// Issue 27: a customer writes to their advisor with a PDF attached; the advisor sees it arrive in the inbox without
// a reload and answers; the customer's badge and open conversation update without a reload. tr, en and de.
const texts = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/messages.json`, 'utf8')) as Record<string, string>;
const nav = (locale: Locale) =>
  JSON.parse(readFileSync(`locales/${locale}/dashboard.json`, 'utf8')) as Record<string, string>;

for (const locale of ['tr', 'en', 'de'] as const) {
  test(`customer and advisor talk live, with a PDF attached (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const t = texts(locale);
    const advisor = await staffAccount(request, 'advisor', locale);
    const customer = await registerViaApi(
      request,
      locale,
      newUser({ firstName: 'Elif', lastName: `Demir${Date.now()}` }),
    );
    await onboardingApi(request, customer.tokens.access_token).reach(5);
    const assigned = await request.patch(`/api/staff/cases/${customer.session.id}`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { advisorId: advisor.id },
    });
    expect(assigned.ok()).toBe(true);

    const staffPage = await (await browser.newContext()).newPage();
    await storeTokens(staffPage, advisor.tokens);
    await staffPage.goto(pathIn(locale, '/staff/inbox'));
    // The first page of a fresh server on a busy machine can take a while to pass its session check.
    await expect(staffPage.getByText(t['inbox.empty']!)).toBeVisible({ timeout: 30_000 });

    const customerContext = await browser.newContext();
    const chat = await customerContext.newPage();
    await storeTokens(chat, customer.tokens);
    await chat.goto(pathIn(locale, '/dashboard/messages'));
    await expect(chat.getByText(t['list.empty']!)).toBeVisible({ timeout: 30_000 });
    await expectAccessibleAtBothSizes(chat, `messages ${locale}`);
    await chat.setViewportSize(DESKTOP);

    await chat.getByLabel(t['composer.attach']!).setInputFiles({
      name: 'diploma.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await expect(chat.getByRole('button', { name: t['composer.send']!, exact: true })).toBeEnabled();
    const field = chat.getByLabel(t['composer.label']!, { exact: true });
    await field.fill('Diplomamın tercümesi ekte. https://example.com/bilgi');
    await chat.getByRole('button', { name: t['composer.send']!, exact: true }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    const conversation = chat.getByRole('region', { name: t['list.label']! });
    await expect(conversation.getByRole('link', { name: 'https://example.com/bilgi' })).toBeVisible();
    await expect(conversation.getByRole('button', { name: new RegExp('diploma\\.pdf') })).toBeVisible();

    // The advisor's inbox shows it without a reload; they open it, see the attachment and answer.
    const fullName = `${customer.firstName} ${customer.lastName}`;
    const open = staffPage.getByRole('button', { name: new RegExp(fullName) });
    await expect(open).toBeVisible({ timeout: 5_000 });
    await expectAccessibleAtBothSizes(staffPage, `inbox ${locale}`);
    await staffPage.setViewportSize(DESKTOP);
    await open.click();
    const staffConversation = staffPage.getByRole('region', { name: t['list.label']! });
    await expect(staffConversation.getByText('Diplomamın tercümesi ekte.')).toBeVisible();
    await expect(staffConversation.getByRole('button', { name: /diploma\.pdf/ })).toBeVisible();

    // The customer moves to another page: the sidebar badge counts the answer when it comes.
    await chat.goto(pathIn(locale, '/dashboard/documents'));
    await expect(chat.getByRole('link', { name: nav(locale)['nav.messages']! })).toBeVisible();
    const reply = staffPage.getByLabel(t['composer.label']!, { exact: true });
    await reply.fill('Teşekkürler, inceliyorum.');
    await staffPage.getByRole('button', { name: t['composer.send']!, exact: true }).click();
    await expect(reply).toBeFocused();
    await expect(chat.getByTestId('messages-unread')).toBeAttached({ timeout: 5_000 });

    // Back in the conversation: the answer is there; the next one arrives live and is announced.
    await chat
      .getByRole('link', { name: new RegExp(nav(locale)['nav.messages']!) })
      .first()
      .click();
    await expect(conversation.getByText('Teşekkürler, inceliyorum.')).toBeVisible();
    await expect(chat.getByTestId('messages-unread')).toHaveCount(0);
    await reply.fill('Yarın dönüş yapacağım.');
    await staffPage.getByRole('button', { name: t['composer.send']!, exact: true }).click();
    await expect(conversation.getByText('Yarın dönüş yapacağım.')).toBeVisible({ timeout: 5_000 });
    await expect(chat.getByTestId('message-announcer')).toContainText('Yarın dönüş yapacağım.');
    // The customer read it: the advisor's side shows the receipt without a reload.
    await expect(staffConversation.getByText(t['list.read']!)).toBeVisible({ timeout: 5_000 });
    await customerContext.close();
    await staffPage.context().close();
  });
}
