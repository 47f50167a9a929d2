import { useTranslation } from 'react-i18next';
import type { CasePlanProgress } from '@/lib/schemas/cases';

/** A case's plan progress in the case list: "3 of 8 · 38%" over a thin bar; "—" while the plan has no items. */
export function PlanProgress({ plan }: { plan: CasePlanProgress | null }) {
  const { t } = useTranslation('staff');
  if (!plan) return <>—</>;
  return (
    <span className="inline-flex min-w-24 flex-col gap-1" data-testid="case-plan-progress">
      <span className="whitespace-nowrap">{t('cases.planProgress', plan)}</span>
      <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-700" style={{ width: `${plan.percent}%` }} />
      </span>
    </span>
  );
}
