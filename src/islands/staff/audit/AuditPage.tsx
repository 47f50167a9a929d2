import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/schemas/audit';
import { $auditLog, loadAudit, type AuditQuery } from '@/lib/stores/team.staff';
import { linkClass } from '@/islands/shared/form/buttons';
import { inputClass } from '@/islands/shared/form/Field';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { auditCaseIdFrom, casePath, formatDateTime, personName } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Empty } from '@/islands/staff/Section';
import { Pager } from '@/islands/staff/Pager';
import { AuditCards } from './AuditCards';
import { auditDetailText } from './detail-text';

/** /staff/audit (admins): who did what to which case and when, newest first; read-only. */
export default function AuditPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Audit />
    </AppShell>
  );
}

function Audit() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($auditLog);
  const [query, setQuery] = useState<AuditQuery>(() => ({ page: 1, caseId: auditCaseIdFrom(location.search) }));
  const load = useCallback(() => loadAudit(query), [query]);
  return (
    <StaffFrame current="audit" title={t('audit.title')} intro={t('audit.intro')}>
      {query.caseId && (
        <p className="mb-4 text-sm text-slate-800">
          {t('audit.oneCase')}{' '}
          <a href={localePath(locale, casePath(query.caseId))} className={linkClass}>
            {t('audit.openCase')}
          </a>{' '}
          ·{' '}
          <a href={localePath(locale, '/staff/audit')} className={linkClass}>
            {t('audit.allCases')}
          </a>
        </p>
      )}
      <div className="mb-4 max-w-xs">
        <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
          {t('audit.action')}
        </label>
        <select
          id="audit-action"
          value={query.action ?? ''}
          onChange={(e) =>
            setQuery({ ...query, page: 1, action: (e.target.value || undefined) as AuditAction | undefined })
          }
          className={inputClass}
        >
          <option value="">{t('audit.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <Loaded state={state} load={load} loadingLabel={t('audit.loading')} fallbackKey="staff:audit.loadError">
        {(page) =>
          page.items.length === 0 ? (
            <Empty>{t('audit.empty')}</Empty>
          ) : (
            <>
              <AuditCards entries={page.items} />
              <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">{t('audit.title')}</caption>
                  <thead className="bg-slate-50 text-left text-slate-700">
                    <tr>
                      {(['at', 'actor', 'action', 'case', 'detail'] as const).map((column) => (
                        <th key={column} scope="col" className="px-4 py-3 font-semibold">
                          {t(`audit.columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {page.items.map((entry) => (
                      <tr key={entry.id}>
                        <td className="whitespace-nowrap px-4 py-3">{formatDateTime(locale, entry.at)}</td>
                        <td className="px-4 py-3">{entry.actor ? personName(entry.actor) : t('audit.system')}</td>
                        <td className="px-4 py-3">{t(`audit.actions.${entry.action}`)}</td>
                        <td className="px-4 py-3">
                          {entry.caseId ? (
                            <a href={localePath(locale, casePath(entry.caseId))} className={linkClass}>
                              {t('audit.openCase')}
                            </a>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td className="px-4 py-3 text-slate-800">{auditDetailText(t, entry)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={query.page} answer={page} onPage={(n) => setQuery({ ...query, page: n })} />
            </>
          )
        }
      </Loaded>
    </StaffFrame>
  );
}
