import { eq } from 'drizzle-orm';
import { localePath } from '../../lib/i18n/locales';
import type { AppDeps } from '../context';
import { payments, users } from '../db/schema';
import { errorCode } from '../http/error-code';
import { escapeHtml } from '../http/html';
import { translator } from '../http/i18n';
import { formatMoney, receiptFileName, renderReceipt } from './receipt-pdf';
import { loadSeller } from './seller';

/**
 * Everything that tells a customer their money arrived, called once per succeeded payment after its transaction
 * committed (purchase, test-provider renewal, Stripe renewal). This is the one place for it: the 'payment received'
 * mail with the PDF receipt attached, and — when the notifications module lands — the in-app notification
 * (`notify()` of kind payment_received, for the same user and payment, belongs right after the mail).
 * A failure is logged by code and never undoes the payment.
 */
export async function onPaymentReceived(deps: AppDeps, paymentId: string) {
  try {
    await sendPaymentReceivedMail(deps, paymentId);
  } catch (error) {
    console.error('payment-received mail failed', paymentId, errorCode(error));
  }
}

async function sendPaymentReceivedMail(deps: AppDeps, paymentId: string) {
  const [row] = await deps.db
    .select({ payment: payments, user: users })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment, user } = row;
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
    to: user.email,
    subject: t('commerce-api:paymentMail.subject', { number: payment.receiptNumber ?? '' }),
    text: [...paragraphs, link, signature].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('commerce-api:paymentMail.action'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
    attachments: [{ filename: receiptFileName(payment), content: pdf, contentType: 'application/pdf' }],
  });
}
