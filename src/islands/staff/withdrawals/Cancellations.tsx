import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { StaffCancellation } from '@/lib/schemas/contracts';
import { $cancellations, decideCancellation, loadCancellations } from '@/lib/stores/cancellations.staff';
import { smallButton, dangerSmallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { casePath, formatDate, formatDateTime } from '@/islands/staff/format';
import { Empty, Section } from '@/islands/staff/Section';

/**
 * The extraordinary cancellations beside the withdrawals (decision 082): both are declarations a customer made on
 * a legal page that an admin must act on, so they share one console page. Each shows who, which contract, when it
 * was received, the reason and the end asked for, and — while waiting — accept or reject.
 */
export function Cancellations() {
  const { t } = useTranslation('staff');
  const state = useStore($cancellations);
  return (
    <Section id="cancellations" title={t('cancellations.title')}>
      <p className="mb-4 text-sm text-slate-700">{t('cancellations.intro')}</p>
      <Loaded
        state={state}
        load={loadCancellations}
        loadingLabel={t('cancellations.loading')}
        fallbackKey="staff:cancellations.loadError"
      >
        {(rows) =>
          rows.length === 0 ? (
            <Empty>{t('cancellations.empty')}</Empty>
          ) : (
            <ul className="space-y-3">
              {rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Section>
  );
}

function Row({ row }: { row: StaffCancellation }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const action = useAction('staff:cancellations.decideError');
  const decide = (accept: boolean) => void action.run(() => decideCancellation(row.id, accept));
  return (
    <li className="rounded-lg border border-slate-200 p-4 text-sm" data-testid="cancellation-row">
      <p className="font-medium text-slate-900">
        {row.name} · <span className="break-all font-normal text-slate-600">{row.email}</span>
      </p>
      <p className="mt-1 text-slate-700">
        {t('cancellations.summary', {
          contract: row.contractNumber,
          at: formatDateTime(locale, row.receivedAt),
          end: row.requestedEndOn ? formatDate(locale, `${row.requestedEndOn}T12:00:00Z`) : t('cancellations.atOnce'),
          paidUntil: row.paidUntil ? formatDate(locale, row.paidUntil) : '–',
        })}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{row.reason}</p>
      <FormAlert>{action.error}</FormAlert>
      {row.decision === 'pending' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={smallButton} disabled={action.pending} onClick={() => decide(true)}>
            {t('cancellations.accept')}
          </button>
          <button type="button" className={dangerSmallButton} disabled={action.pending} onClick={() => decide(false)}>
            {t('cancellations.reject')}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-2 font-medium text-slate-900">
            {t(`cancellations.decision.${row.decision ?? 'pending'}`, {
              at: row.decidedAt ? formatDateTime(locale, row.decidedAt) : '',
            })}
          </p>
          {row.decision === 'accepted' && <RefundNote caseId={row.caseId} />}
        </>
      )}
    </li>
  );
}

/**
 * Accepting ends the contract but refunds nothing (decision 082): whether unused paid time is refunded is the
 * admin's own decision, taken with the refund action in the case's payments section, so say so and link there.
 */
function RefundNote({ caseId }: { caseId: string }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <p className="mt-2 rounded-md bg-amber-50 p-3 text-slate-800" data-testid="cancellation-refund-note">
      {t('cancellations.refundNote')}{' '}
      <a
        className="font-medium text-brand-700 underline underline-offset-4"
        href={`${localePath(locale, casePath(caseId))}#payments`}
      >
        {t('cancellations.refundLink')}
      </a>
    </p>
  );
}
