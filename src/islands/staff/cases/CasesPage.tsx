import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { CASE_FILTERS, type CaseFilter } from '@/lib/schemas/cases';
import { $caseList, $caseQuery, loadCases, setCaseQuery } from '@/lib/stores/cases.staff';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { inputClass } from '@/islands/shared/form/Field';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { casePath, formatDateTime, personName } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Pager } from '@/islands/staff/Pager';
import { CaseCards } from './CaseCards';
import { PlanProgress } from './PlanProgress';

/** /staff: the cases the signed-in staff member may see, searched, filtered and paged on the server. */
export default function CasesPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Cases />
    </AppShell>
  );
}

const ignore = () => undefined;

function Cases() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($caseList);
  const query = useStore($caseQuery);
  const [search, setSearch] = useState(query.search);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setCaseQuery({ search }).catch(ignore);
  }

  return (
    <StaffFrame current="cases" title={t('cases.title')} intro={t('cases.intro')}>
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="case-search" className="block text-sm font-medium text-slate-800">
            {t('cases.search')}
          </label>
          <input
            id="case-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={inputClass}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor="case-filter" className="block text-sm font-medium text-slate-800">
            {t('cases.filter')}
          </label>
          <select
            id="case-filter"
            value={query.filter}
            onChange={(e) => setCaseQuery({ filter: e.target.value as CaseFilter, search }).catch(ignore)}
            className={inputClass}
          >
            {CASE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`cases.filters.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButton}>
          {t('cases.searchButton')}
        </button>
      </form>
      <div className="mt-6">
        <Loaded state={state} load={loadCases} loadingLabel={t('cases.loading')} fallbackKey="staff:cases.loadError">
          {(page) =>
            page.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                {t('cases.empty')}
              </p>
            ) : (
              <>
                <CaseCards rows={page.items} />
                <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
                  <table className="min-w-full divide-y divide-slate-200 text-sm">
                    <caption className="sr-only">{t('cases.caption')}</caption>
                    <thead className="bg-slate-50 text-left text-slate-700">
                      <tr>
                        {(
                          [
                            'name',
                            'onboarding',
                            'plan',
                            'package',
                            'nextStep',
                            'documents',
                            'appointment',
                            'advisor',
                          ] as const
                        ).map((column) => (
                          <th key={column} scope="col" className="px-4 py-3 font-semibold">
                            {t(`cases.columns.${column}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {page.items.map((row) => (
                        <tr key={row.id} className="hover:bg-slate-50">
                          <th scope="row" className="min-w-56 px-4 py-3 text-left font-normal">
                            <a
                              href={localePath(locale, casePath(row.id))}
                              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                            >
                              {row.firstName} {row.lastName}
                            </a>
                            <span className="block break-all text-slate-600">{row.email}</span>
                          </th>
                          <td className="px-4 py-3">
                            {row.onboardingCompleted ? t('cases.onboardingDone') : t('cases.onboardingOpen')}
                          </td>
                          <td className="px-4 py-3">
                            <PlanProgress plan={row.plan} />
                          </td>
                          <td className="px-4 py-3">{row.activePackage ?? '—'}</td>
                          <td className="px-4 py-3">{row.nextStep ?? '—'}</td>
                          <td className="px-4 py-3">
                            {row.documentsWaiting > 0 ? (
                              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                                {t('cases.waiting', { count: row.documentsWaiting })}
                              </span>
                            ) : (
                              '—'
                            )}
                          </td>
                          <td className="px-4 py-3">
                            {row.nextAppointment ? formatDateTime(locale, row.nextAppointment) : '—'}
                          </td>
                          <td className="px-4 py-3">{personName(row.assignedAdvisor) ?? t('cases.unassigned')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager page={query.page} answer={page} onPage={(n) => setCaseQuery({ page: n }).catch(ignore)} />
              </>
            )
          }
        </Loaded>
      </div>
    </StaffFrame>
  );
}
