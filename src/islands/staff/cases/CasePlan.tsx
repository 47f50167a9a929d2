import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { ROUTE_IDS, type RouteId } from '@/lib/schemas/eligibility';
import type { PlanItem, PlanItemStatus } from '@/lib/schemas/plan';
import { $staffPlan, changePlanItem, loadStaffPlan, setCaseRoute, swapPlanItems } from '@/lib/stores/plan.staff';
import { showToast } from '@/lib/stores/toasts';
import { smallButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import { Badge, Empty, Section } from '@/islands/staff/Section';

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
  const { t, i18n } = useTranslation(['plan', 'tools', 'staff']);
  const state = useStore($staffPlan);
  const load = useCallback(() => loadStaffPlan(customerId), [customerId]);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'plan:staff.error') });
    } finally {
      setBusy(false);
    }
  };
  const row = (item: PlanItem, index: number, items: PlanItem[]) => (
    <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 py-2" data-plan-item={item.key}>
      <span className={item.waived ? 'text-slate-500 line-through' : 'text-slate-900'}>{item.title}</span>
      <span className="flex flex-wrap items-center gap-1">
        <Badge tone={TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          onClick={() => void run(() => changePlanItem(customerId, item.key, { waived: !item.waived }))}
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
              onClick={() => other && void run(() => swapPlanItems(customerId, item, other))}
            >
              {step < 0 ? '↑' : '↓'}
            </button>
          );
        })}
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
                className="min-h-9 rounded-md border border-slate-400 bg-white px-2"
                value={plan.route ?? ''}
                disabled={busy}
                onChange={(event) => void run(() => setCaseRoute(customerId, event.target.value as RouteId))}
              >
                {!plan.route && <option value="">–</option>}
                {ROUTE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`tools:route.${id}`)}
                  </option>
                ))}
              </select>
            </label>
            <p className="mt-2 text-sm text-slate-700" data-testid="staff-plan-progress">
              {t('page.progress', { progress: plan.progress })}
            </p>
            {plan.items.length === 0 ? (
              <Empty>{t('staff.noRoute')}</Empty>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">{plan.items.map(row)}</ul>
            )}
          </>
        )}
      </Loaded>
    </Section>
  );
}
