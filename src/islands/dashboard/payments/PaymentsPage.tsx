import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { formatPrice } from '@/lib/catalog/price';
import { localePath } from '@/lib/i18n/locales';
import type { Payment } from '@/lib/schemas/payments';
import { $payments, downloadCreditNote, downloadReceipt, loadPayments } from '@/lib/stores/payments';
import { showToast } from '@/lib/stores/toasts';
import { primaryButton, smallButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { Badge, PAYMENT_TONE } from '@/islands/dashboard/commerce/Badge';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { formatDateTime } from '@/islands/dashboard/profile/format';

/** /dashboard/payments (SPEC §2): the history, amounts and dates in the user's locale, status, receipt PDF. */
export default function PaymentsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Payments />
    </AppShell>
  );
}

function Payments() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const state = useStore($payments);
  return (
    <DashboardFrame current="payments" title={t('payments.title')} intro={t('payments.intro')}>
      <Loaded
        state={state}
        load={loadPayments}
        loadingLabel={t('payments.loading')}
        fallbackKey="commerce:payments.errors.load"
      >
        {(payments) =>
          payments.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
              <p className="text-slate-700">{t('payments.empty')}</p>
              <a href={localePath(locale, '/dashboard/packages')} className={`${primaryButton} mt-4`}>
                {t('payments.toPackages')}
              </a>
            </div>
          ) : (
            <PaymentTable payments={payments} />
          )
        }
      </Loaded>
    </DashboardFrame>
  );
}

/** A table on wide screens; on a phone each row stacks into a card (the header cells label each value). */
function PaymentTable({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const receipt = (payment: Payment) =>
    downloadReceipt(payment).catch((err: unknown) =>
      showToast({ type: 'error', message: errorMessage(err, i18n, 'commerce:payments.errors.receipt') }),
    );
  // A refund's credit note (decision 074) sits under the receipt it corrects.
  const creditNote = (refund: Payment['refunds'][number]) =>
    downloadCreditNote(refund).catch((err: unknown) =>
      showToast({ type: 'error', message: errorMessage(err, i18n, 'commerce:payments.errors.receipt') }),
    );
  const cell = 'block px-4 py-1 sm:table-cell sm:py-3';
  const label = 'font-medium text-slate-600 sm:hidden';

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('payments.table')}</caption>
        <thead className="hidden bg-slate-50 text-slate-700 sm:table-header-group">
          <tr>
            {(['date', 'package', 'amount', 'status', 'receipt'] as const).map((col) => (
              <th key={col} scope="col" className="px-4 py-3 font-semibold">
                {t(`payments.col.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {payments.map((payment) => (
            <tr key={payment.id} className="block py-3 sm:table-row sm:py-0">
              <td className={cell}>
                <span className={label}>{t('payments.col.date')}: </span>
                {formatDateTime(payment.paidAt ?? payment.createdAt, locale)}
              </td>
              <td className={cell}>
                <span className={label}>{t('payments.col.package')}: </span>
                <span className="font-semibold text-slate-900">{payment.package.name}</span>
                {payment.kind !== 'purchase' && (
                  <span className="text-slate-600"> ({t(`payments.kind.${payment.kind}`)})</span>
                )}
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={label}>{t('payments.col.amount')}: </span>
                {formatPrice(payment.amountCents, locale)}
              </td>
              <td className={cell}>
                <span className={label}>{t('payments.col.status')}: </span>
                <Badge tone={PAYMENT_TONE[payment.status]}>{t(`status.payment.${payment.status}`)}</Badge>
              </td>
              <td className={cell}>
                {payment.receiptNumber ? (
                  <button type="button" className={smallButton} onClick={() => void receipt(payment)}>
                    {t('payments.receipt', { number: payment.receiptNumber })}
                  </button>
                ) : (
                  <span className="text-slate-600">{t('payments.noReceipt')}</span>
                )}
                {payment.refunds.map((refund) => (
                  <button
                    key={refund.id}
                    type="button"
                    className={`${smallButton} mt-2 block`}
                    onClick={() => void creditNote(refund)}
                  >
                    {t('payments.creditNote', { number: refund.creditNoteNumber })}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
