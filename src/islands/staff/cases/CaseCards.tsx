import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { CaseSummary } from '@/lib/schemas/cases';
import { useLocale } from '@/islands/shared/useLocale';
import { casePath, formatDateTime, personName } from '@/islands/staff/format';
import { PlanProgress } from './PlanProgress';

/**
 * The case list on a phone (below md): one card per customer with every column of the table as a labelled line.
 * The table scrolled sideways showed two of its seven columns there with no sign of the rest (issue 29).
 */
export function CaseCards({ rows }: { rows: CaseSummary[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('cases.caption')}>
      {rows.map((row) => {
        const lines = [
          ['onboarding', row.onboardingCompleted ? t('cases.onboardingDone') : t('cases.onboardingOpen')],
          ['plan', <PlanProgress key="plan" plan={row.plan} />],
          ['package', row.activePackage ?? '—'],
          ['nextStep', row.nextStep ?? '—'],
          ['documents', row.documentsWaiting > 0 ? t('cases.waiting', { count: row.documentsWaiting }) : '—'],
          ['appointment', row.nextAppointment ? formatDateTime(locale, row.nextAppointment) : '—'],
          ['advisor', personName(row.assignedAdvisor) ?? t('cases.unassigned')],
        ] as const;
        return (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <a
              href={localePath(locale, casePath(row.id))}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {row.firstName} {row.lastName}
            </a>
            <span className="block break-all text-sm text-slate-600">{row.email}</span>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {lines.map(([column, value]) => (
                <div key={column} className="contents">
                  <dt className="text-slate-600">{t(`cases.columns.${column}`)}</dt>
                  <dd className="min-w-0 text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
