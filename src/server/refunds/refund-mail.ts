import { eq } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import { payments, refunds, type PaymentRow, type RefundRow, type User } from '@/server/db/schema';
import { translator } from '@/server/http/i18n';
import { logError } from '@/server/log/logger';
import { notify } from '@/server/notifications/notify';
import { paymentMailBody } from '@/server/payments/mail-body';
import { formatMoney, renderReceipt } from '@/server/payments/receipt-pdf';
import { loadSeller } from '@/server/payments/seller';

/** `credit-note-2026-000042-G1.pdf` */
export const creditNoteFileName = (refund: Pick<RefundRow, 'creditNoteNumber'>) =>
  `credit-note-${refund.creditNoteNumber}.pdf`;

/** The credit note of a refund, in `locale`, made the way receipts are (payments/receipt-pdf.ts). */
export const renderCreditNote = (payment: PaymentRow, refund: RefundRow, locale: User['preferredLanguage']) =>
  renderReceipt(payment, loadSeller(), locale, {
    number: refund.creditNoteNumber,
    amountCents: refund.amountCents,
    reason: refund.reason,
    createdAt: refund.createdAt,
  });

/**
 * Tells the customer about a refund once it committed: a `payment_refunded` notification whose mail carries the
 * credit note, through the same `notify` (and so the same mail path) as every other notification.
 */
export async function onRefunded(deps: AppDeps, refundId: string, packageEnded: boolean) {
  try {
    const [found] = await deps.db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!found?.payment.userId) return;
    const { refund, payment } = found;
    await notify(deps, payment.userId!, {
      kind: 'payment_refunded',
      key: `refund:${refund.id}`,
      params: { amountCents: refund.amountCents, currency: payment.currency },
      link: '/dashboard/payments',
      mail: (user) => sendCreditNote(deps, payment, refund, user, packageEnded),
    });
  } catch (error) {
    logError('refund notification failed', error, { refundId });
  }
}

async function sendCreditNote(deps: AppDeps, payment: PaymentRow, refund: RefundRow, user: User, ended: boolean) {
  const locale = user.preferredLanguage;
  const t = translator(locale);
  const link = `${deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '')}${localePath(locale, '/dashboard/payments')}`;
  const paragraphs = [
    t('commerce-api:paymentMail.greeting', { name: `${user.firstName} ${user.lastName}` }),
    t('commerce-api:refundMail.body', {
      amount: formatMoney(refund.amountCents, locale),
      package: payment.packageName?.[locale] ?? '',
      number: refund.creditNoteNumber,
    }),
    ...(ended ? [t('commerce-api:refundMail.ended')] : []),
  ];
  const signature = t('commerce-api:paymentMail.signature', { site: t('common:site.name') });
  const pdf = await renderCreditNote(payment, refund, locale);
  await deps.mailer.send({
    to: user.email,
    subject: t('commerce-api:refundMail.subject', { number: refund.creditNoteNumber }),
    ...paymentMailBody(paragraphs, link, t('commerce-api:paymentMail.action'), signature),
    attachments: [{ filename: creditNoteFileName(refund), content: pdf, contentType: 'application/pdf' }],
  });
}
