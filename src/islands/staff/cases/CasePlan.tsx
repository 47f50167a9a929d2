import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_IDS, type RouteId } from '@/lib/schemas/eligibility';
import type { PlanItem, PlanItemStatus } from '@/lib/schemas/plan';
import {
  $staffPlan,
  changePlanItem,
  loadStaffPlan,
  removePlanItem,
  setCaseRoute,
  swapPlanItems,
} from '@/lib/stores/plan.staff';
import { smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';
import { Loaded } from '@/islands/shared/Loaded';
import { Badge, Empty, Section } from '@/islands/staff/Section';
import { AddPlanItem } from './AddPlanItem';
import { PlanItemTitle } from './PlanItemTitle';

const TONE: Record<PlanItemStatus, 'neutral' | 'good' | 'bad' | 'waiting' | 'active'> = {
  missing: 'neutral',
  uploaded: 'active',
  in_review: 'waiting',
  approved: 'good',
  rejected: 'bad',
};

/**
 * The plan section of a case (issue 28), self-contained so it can sit anywhere on the case page: the route (the
 * advisor may set it), progress, and each item with its state; waive / require again and move up or down.
 */
export function CasePlan({ customerId }: { customerId: string }) {
  const { t } = useTranslation(['plan', 'tools', 'staff']);
  const state = useStore($staffPlan);
  const load = useCallback(() => loadStaffPlan(customerId), [customerId]);
  const { pending: busy, error, run: attempt } = useAction('plan:staff.error');
  const run = (action: () => Promise<unknown>) => void attempt(action);
  const row = (item: PlanItem, index: number, items: PlanItem[]) => (
    <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 py-2" data-plan-item={item.key}>
      <PlanItemTitle item={item} />
      <span className="flex flex-wrap items-center gap-1">
        {item.addedByAdvisor && <Badge tone="active">{t('staff.own')}</Badge>}
        <Badge tone={TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          onClick={() => run(() => changePlanItem(customerId, item.key, { waived: !item.waived }))}
        >
          {t(item.waived ? 'staff.require' : 'staff.waive')}
          <span className="sr-only"> – {item.title}</span>
        </button>
        {[-1, 1].map((step) => {
          const other = items[index + step];
          return (
            <button
              key={step}
              type="button"
              className={smallButton}
              disabled={busy || !other}
              aria-label={`${t(step < 0 ? 'staff.up' : 'staff.down')} – ${item.title}`}
              onClick={() => other && run(() => swapPlanItems(customerId, item, other))}
            >
              {step < 0 ? '↑' : '↓'}
            </button>
          );
        })}
        {item.addedByAdvisor && (
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={() => run(() => removePlanItem(customerId, item.key))}
          >
            {t('staff.remove')}
            <span className="sr-only"> – {item.title}</span>
          </button>
        )}
      </span>
    </li>
  );

  return (
    <Section id="plan" title={t('staff.title')}>
      <Loaded state={state} load={load} loadingLabel={t('page.loading')} fallbackKey="plan:page.errors.load">
        {(plan) => (
          <>
            <label className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              {t('page.route')}
              <select
                className="min-h-9 w-full max-w-full rounded-md border border-slate-400 bg-white px-2 sm:w-auto"
                value={plan.route ?? ''}
                disabled={busy}
                onChange={(event) => run(() => setCaseRoute(customerId, event.target.value as RouteId))}
              >
                {!plan.route && <option value="">–</option>}
                {ROUTE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`tools:route.${id}`)}
                  </option>
                ))}
              </select>
            </label>
            {error && <FormAlert>{error}</FormAlert>}
            <p className="mt-2 text-sm text-slate-700" data-testid="staff-plan-progress">
              {t('page.progress', { progress: plan.progress })}
            </p>
            {plan.items.length === 0 ? (
              <Empty>{t('staff.noRoute')}</Empty>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">{plan.items.map(row)}</ul>
            )}
            <AddPlanItem customerId={customerId} />
          </>
        )}
      </Loaded>
    </Section>
  );
}
