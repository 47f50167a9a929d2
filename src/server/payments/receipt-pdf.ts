import { openA4 } from '@/server/pdf/document';
import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';
import type { PaymentRow } from '@/server/db/schema';
import { translator } from '@/server/http/i18n';
import { includedVat, type Seller } from './seller';

/** Dates of business in Germany: the calendar day in Berlin, written the reader's way. */
const formatDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(date);

export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);

export type ReceiptPayment = Pick<
  PaymentRow,
  | 'receiptNumber'
  | 'amountCents'
  | 'customerName'
  | 'customerEmail'
  | 'packageName'
  | 'kind'
  | 'provider'
  | 'periodStart'
  | 'periodEnd'
  | 'paidAt'
>;

/** A refund on the receipt's payment: the same page becomes its credit note (decision 074). */
export interface CreditNote {
  number: string;
  amountCents: number;
  reason: string;
  createdAt: Date;
}

/**
 * A one-page A4 receipt in the reader's language: seller, customer, package and period, amount with the VAT it
 * contains, date and the receipt number. Built from the payment row's copies only, so it reads the same every time.
 * With `credit` it is the credit note of a refund instead: its own number and date, the receipt it corrects, the
 * amount given back (negative) with the VAT in it, and the reason.
 */
export async function renderReceipt(
  payment: ReceiptPayment,
  seller: Seller,
  locale: Locale,
  credit?: CreditNote,
): Promise<Buffer> {
  const t = translator(locale);
  const paidAt = credit?.createdAt ?? payment.paidAt ?? new Date(0);
  const title = t(credit ? 'commerce-api:creditNote.title' : 'commerce-api:receipt.title');
  const number = credit?.number ?? payment.receiptNumber;
  const amountCents = credit ? -credit.amountCents : payment.amountCents;
  const { doc, finish } = await openA4(locale, {
    Title: `${title} ${number}`,
    Author: seller.name,
    CreationDate: paidAt,
  });

  const notice = (text: string) => doc.font('bold').fontSize(10).fillColor('#9a3412').text(text).moveDown(0.6);
  if (seller.example) notice(t('commerce-api:receipt.exampleSeller'));
  if (payment.provider === 'test') notice(t('commerce-api:receipt.testMode'));

  doc.fillColor('#111827').font('bold').fontSize(12).text(seller.name);
  doc
    .font('regular')
    .fontSize(10)
    .text([...seller.address, seller.email, `${t('commerce-api:receipt.vatId')}: ${seller.vatId}`].join('\n'));
  doc.moveDown(1.5).font('bold').fontSize(20).text(title);
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`${t('commerce-api:receipt.number')}: ${number}`);
  doc.text(`${t('commerce-api:receipt.date')}: ${formatDate(paidAt, locale)}`);
  if (credit) doc.text(`${t('commerce-api:creditNote.corrects')}: ${payment.receiptNumber}`);

  doc.moveDown(1).font('bold').text(t('commerce-api:receipt.customer'));
  doc.font('regular').text(`${payment.customerName}\n${payment.customerEmail}`);

  const name = payment.packageName?.[locale] ?? '';
  const period = payment.periodStart
    ? `${formatDate(payment.periodStart, locale)}${payment.periodEnd ? ` – ${formatDate(payment.periodEnd, locale)}` : ''}`
    : '';
  doc.moveDown(1).font('bold').text(t('commerce-api:receipt.item'));
  doc.font('regular').text(`${name} (${t(`commerce-api:receipt.kind.${payment.kind}`)})`);
  if (period) doc.text(`${t('commerce-api:receipt.period')}: ${period}`);
  doc
    .moveDown(1)
    .font('bold')
    .fontSize(12)
    .text(`${t('commerce-api:receipt.total')}: ${formatMoney(amountCents, locale)}`);
  doc
    .font('regular')
    .fontSize(10)
    .text(
      t('commerce-api:receipt.vatNote', {
        rate: seller.vatRatePercent,
        vat: formatMoney(includedVat(amountCents, seller.vatRatePercent), locale),
      }),
    );
  if (credit) doc.text(`${t('commerce-api:creditNote.reason')}: ${credit.reason}`);
  doc.text(t(credit ? 'commerce-api:creditNote.refundedToCard' : 'commerce-api:receipt.paidByCard'));
  doc.moveDown(2).fillColor('#4b5563').text(t('commerce-api:receipt.thanks'));
  return finish();
}

/** `receipt-2026-000042.pdf` */
export const receiptFileName = (payment: Pick<PaymentRow, 'receiptNumber'>) => `receipt-${payment.receiptNumber}.pdf`;
