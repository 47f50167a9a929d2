import { eq } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import type { Database } from '@/server/db/client';
import { payments, users, type StoredMail } from '@/server/db/schema';
import type { RuntimeEnv } from '@/server/env';
import { translator } from '@/server/http/i18n';
import type { ComposedMessage, MailComposer } from '@/server/mail/mailer';
import { paymentMailBody } from './mail-body';
import { formatMoney, receiptFileName, renderReceipt } from './receipt-pdf';
import { sellerOf } from './receipt-seller';

/** The receipt mail of a payment as queued (decision 091): its kind and payment id; written when it is sent. */
export const receiptMail = (paymentId: string): ComposedMessage => ({
  compose: { kind: 'receipt', ref: paymentId },
  key: `receipt:${paymentId}`,
});

/**
 * Writes a receipt mail when the outbox sends it, not when the payment is made (decision 091): the PDF, a few
 * milliseconds of CPU each, is off the renewal job's path. Everything on the receipt comes from the payment row's
 * copies (amount, date, number, customer, package name), so it reads the same whenever it is rendered; the address
 * and language are the account's at sending time. Null once the account is gone (the payment's user is set null).
 */
export const composeReceiptMail =
  (env: Pick<RuntimeEnv, 'PUBLIC_SITE_URL'>): MailComposer =>
  async (paymentId: string, db: Database): Promise<StoredMail | null> => {
    const [found] = await db
      .select({ payment: payments, user: users })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, paymentId));
    if (!found) return null;
    const { payment, user } = found;
    const locale = user.preferredLanguage;
    const t = translator(locale);
    const site = t('common:site.name');
    const link = `${env.PUBLIC_SITE_URL.replace(/\/+$/, '')}${localePath(locale, '/dashboard/payments')}`;
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
    const pdf = await renderReceipt(payment, await sellerOf(db, payment), locale);
    return {
      to: user.email,
      subject: t('commerce-api:paymentMail.subject', { number: payment.receiptNumber ?? '' }),
      ...paymentMailBody(paragraphs, link, t('commerce-api:paymentMail.action'), signature),
      attachments: [
        { filename: receiptFileName(payment), contentType: 'application/pdf', base64: pdf.toString('base64') },
      ],
    };
  };

/** The composed mails the payments feature writes, for the mailer (deps.ts and the tests' context wire them). */
export const paymentMailComposers = (env: Pick<RuntimeEnv, 'PUBLIC_SITE_URL'>) => ({
  receipt: composeReceiptMail(env),
});
