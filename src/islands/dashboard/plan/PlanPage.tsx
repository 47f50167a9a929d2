import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { PlanFacts } from '@/lib/schemas/plan-content';
import { $plan, loadPlan } from '@/lib/stores/plan';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { LanguagePlan } from './LanguagePlan';
import { PlanItemRow } from './PlanItemRow';
import { RouteChooser } from './RouteChooser';
import { VisaSection } from './VisaSection';

/**
 * /dashboard/plan (issue 28): the route, the documents it needs with their state and an upload per item, the visa
 * appointment step and the language plan. `facts` (fees, learning hours, exams) come from the content at build time.
 */
export default function PlanPage({ locale, messages, facts }: IslandPageProps & { facts: PlanFacts }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Plan facts={facts} />
    </AppShell>
  );
}

function Plan({ facts }: { facts: PlanFacts }) {
  const { t } = useTranslation('plan');
  const state = useStore($plan);
  return (
    <DashboardFrame current="plan" title={t('page.title')} intro={t('page.intro')}>
      <Loaded state={state} load={loadPlan} loadingLabel={t('page.loading')} fallbackKey="plan:page.errors.load">
        {(plan) => (
          <div className="space-y-8">
            <RouteChooser plan={plan} />
            {plan.route && (
              <section aria-labelledby="plan-items" className="rounded-xl border border-slate-200 bg-white shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 p-4 sm:px-5">
                  <h2 id="plan-items" className="text-lg font-semibold text-slate-900">
                    {t('page.items')}
                  </h2>
                  <p className="text-sm text-slate-700" data-testid="plan-progress">
                    {t('page.progress', { progress: plan.progress })}
                  </p>
                </div>
                <ul className="divide-y divide-slate-200">
                  {plan.items.map((item) => (
                    <PlanItemRow key={item.key} item={item} />
                  ))}
                </ul>
              </section>
            )}
            {plan.route && <VisaSection plan={plan} facts={facts} />}
            <LanguagePlan plan={plan} facts={facts} />
          </div>
        )}
      </Loaded>
    </DashboardFrame>
  );
}
