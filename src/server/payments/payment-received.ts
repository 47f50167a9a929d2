import { eq } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import { payments, type PaymentRow, type User } from '@/server/db/schema';
import { logError } from '@/server/log/logger';
import { escapeHtml } from '@/server/http/html';
import { translator } from '@/server/http/i18n';
import { notify } from '@/server/notifications/notify';
import { formatMoney, receiptFileName, renderReceipt } from './receipt-pdf';
import { loadSeller } from './seller';

/**
 * Everything that tells a customer their money arrived, called once per succeeded payment after its transaction
 * committed (purchase, test-provider renewal, Stripe renewal). This is the one place for it: a `payment_received`
 * notification whose mail is the receipt (the PDF attached) rather than the generic notification mail, so the
 * customer gets one mail, sent only if their preferences allow it. The key `payment:<id>:received` makes a
 * repeated call write and mail nothing (docs/decisions/046). A failure is logged by code and never undoes the payment.
 */
export async function onPaymentReceived(deps: AppDeps, paymentId: string) {
  try {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    // A payment outlives a deleted account (user_id set null): nobody to tell.
    if (!payment?.userId) return;
    await notify(deps, payment.userId, {
      kind: 'payment_received',
      key: `payment:${payment.id}:received`,
      params: { amountCents: payment.amountCents, currency: payment.currency },
      link: '/dashboard/payments',
      mail: (user) => sendReceiptMail(deps, payment, user),
    });
  } catch (error) {
    logError('payment-received notification failed', error, { paymentId });
  }
}

async function sendReceiptMail(deps: AppDeps, payment: PaymentRow, user: User) {
  const locale = user.preferredLanguage;
  const t = translator(locale);
  const site = t('common:site.name');
  const link = `${deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '')}${localePath(locale, '/dashboard/payments')}`;
  const paragraphs = [
    t('commerce-api:paymentMail.greeting', { name: `${user.firstName} ${user.lastName}` }),
    t('commerce-api:paymentMail.body', {
      amount: formatMoney(payment.amountCents, locale),
      package: payment.packageName?.[locale] ?? '',
      number: payment.receiptNumber ?? '',
    }),
    t('commerce-api:paymentMail.attachment'),
  ];
  const signature = t('commerce-api:paymentMail.signature', { site });
  const pdf = await renderReceipt(payment, loadSeller(), locale);
  await deps.mailer.send({
    key: `receipt:${payment.id}`,
    to: user.email,
    subject: t('commerce-api:paymentMail.subject', { number: payment.receiptNumber ?? '' }),
    ...paymentMailBody(paragraphs, link, t('commerce-api:paymentMail.action'), signature),
    attachments: [{ filename: receiptFileName(payment), content: pdf, contentType: 'application/pdf' }],
  });
}

/** The text and HTML of a mail about money (a receipt, a credit note): paragraphs, a link to My Payments, signature. */
export const paymentMailBody = (paragraphs: string[], link: string, action: string, signature: string) => ({
  text: [...paragraphs, link, signature].join('\n\n'),
  html: [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n'),
});
