import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { AuditEntry } from '@/lib/schemas/audit';
import { linkClass } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { casePath, formatDateTime, personName } from '@/islands/staff/format';
import { auditDetailText } from './detail-text';

/**
 * The audit log on a phone (below md): one card per entry, its action and detail first. The five-column table
 * showed three columns there and hid the detail off to the side.
 */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('audit.title')}>
      {entries.map((entry) => {
        const detail = auditDetailText(t, entry);
        return (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <p className="font-semibold text-slate-900">{t(`audit.actions.${entry.action}`)}</p>
            {detail && <p className="mt-1 text-slate-800">{detail}</p>}
            <p className="mt-2 text-slate-600">
              {formatDateTime(locale, entry.at)} · {entry.actor ? personName(entry.actor) : t('audit.system')}
            </p>
            {entry.caseId && (
              <a href={localePath(locale, casePath(entry.caseId))} className={`${linkClass} mt-1 inline-block`}>
                {t('audit.openCase')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
