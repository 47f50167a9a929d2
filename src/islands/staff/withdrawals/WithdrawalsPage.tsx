import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/catalog/price';
import type { Withdrawal } from '@/lib/schemas/contracts';
import { $withdrawals, loadWithdrawals } from '@/lib/stores/withdrawals.staff';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDateTime } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Empty } from '@/islands/staff/Section';
import { Cancellations } from './Cancellations';

/**
 * /staff/withdrawals (admins): every withdrawal declared through "Vertrag widerrufen" (decision 075) — who, which
 * contract, when, and the refund made at once — so the business sees them without reading the mail. Below, the
 * extraordinary cancellations waiting for a decision (decision 082).
 */
export default function WithdrawalsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Withdrawals />
    </AppShell>
  );
}

function Withdrawals() {
  const { t } = useTranslation('staff');
  const state = useStore($withdrawals);
  return (
    <StaffFrame current="withdrawals" title={t('withdrawals.title')} intro={t('withdrawals.intro')}>
      <Loaded
        state={state}
        load={loadWithdrawals}
        loadingLabel={t('withdrawals.loading')}
        fallbackKey="staff:withdrawals.loadError"
      >
        {(rows) => (rows.length === 0 ? <Empty>{t('withdrawals.empty')}</Empty> : <Table rows={rows} />)}
      </Loaded>
      <div className="mt-8">
        <Cancellations />
      </div>
    </StaffFrame>
  );
}

const COLUMNS = ['who', 'contract', 'when', 'refund'] as const;

function Table({ rows }: { rows: Withdrawal[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    // Focusable: on a phone the table scrolls sideways, and keyboard users must be able to scroll it too.
    <div
      role="region"
      aria-label={t('withdrawals.tableLabel')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('withdrawals.tableLabel')}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`withdrawals.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="block font-medium text-slate-900">{row.name}</span>
                <span className="block break-all text-slate-600">{row.email}</span>
              </th>
              <td className="px-3 py-3 tabular-nums">{row.contractNumber}</td>
              <td className="px-3 py-3">{formatDateTime(locale, row.createdAt)}</td>
              <td className="px-3 py-3 tabular-nums">
                {row.refundCents > 0
                  ? t('withdrawals.refunded', { amount: formatPrice(row.refundCents, locale) })
                  : t('withdrawals.noRefund')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
