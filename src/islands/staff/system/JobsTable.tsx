import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@/lib/schemas/system';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDateTime } from '@/islands/staff/format';
import { Badge, Empty } from '@/islands/staff/Section';

/** Each scheduled job: when it last ran and how that ended (an error code, never a message), and when it runs next. */
export function JobsTable({ jobs }: { jobs: SystemStatus['jobs'] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  if (jobs.length === 0) return <Empty>{t('system.jobs.none')}</Empty>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (axe: scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('system.jobs.title')}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('system.jobs.title')}</caption>
        <thead className="text-left text-slate-700">
          <tr>
            {(['name', 'lastRun', 'result', 'runs', 'nextRun'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`system.jobs.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.name}>
              <td className="px-3 py-2 font-mono text-xs">{job.name}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {job.lastRunAt ? formatDateTime(locale, job.lastRunAt) : t('system.jobs.never')}
              </td>
              <td className="px-3 py-2">
                {job.lastResult === null ? (
                  '—'
                ) : (
                  <Badge tone={job.lastResult === 'ok' ? 'good' : 'bad'}>
                    {t(`system.jobs.results.${job.lastResult}`)}
                  </Badge>
                )}
                {job.lastError && <span className="ml-2 font-mono text-xs text-slate-700">{job.lastError}</span>}
              </td>
              <td className="px-3 py-2">{job.runs}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(locale, job.nextRunAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
