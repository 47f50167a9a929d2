import { useTranslation } from 'react-i18next';
import type { SavedCheck } from '@/lib/schemas/eligibility';
import { useLocale } from '@/islands/shared/useLocale';
import { savedCheckLink, savedCheckSummary } from '@/islands/tools/saved-check';
import { formatDateTime } from '@/islands/staff/format';
import { CollapsibleSection } from '@/islands/staff/CollapsibleSection';
import { Empty } from '@/islands/staff/Section';

/**
 * The free tools' results the customer saved to their case (route check, Chancenkarte points): what they found,
 * when, and the tool reopened with the same answers — a starting point for the first consultation.
 */
export function CaseChecks({ checks }: { checks: SavedCheck[] }) {
  const { t } = useTranslation('staff');
  const tools = useTranslation('tools').t;
  const locale = useLocale();
  return (
    <CollapsibleSection id="checks" title={t('checks.title')} count={checks.length}>
      {checks.length === 0 ? (
        <Empty>{t('checks.empty')}</Empty>
      ) : (
        <ul className="space-y-3">
          {checks.map((check) => (
            <li key={check.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                {t(`checks.tool.${check.tool}`)} · {formatDateTime(locale, check.createdAt)}
              </p>
              <p className="font-medium text-slate-900">{savedCheckSummary(check, tools)}</p>
              <a
                href={savedCheckLink(check, locale)}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {t('checks.open')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleSection>
  );
}
