import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_IDS, type RouteId } from '@/lib/schemas/eligibility';
import type { Plan } from '@/lib/schemas/plan';
import { chooseRoute } from '@/lib/stores/plan';
import { primaryButton } from '@/islands/shared/form/buttons';
import { useAction } from '@/islands/shared/form/useAction';
import { useLocale } from '@/islands/shared/useLocale';
import { localePath } from '@/lib/i18n/locales';

/** The route the plan follows: chosen here (the saved route check's suggestion first) or by the advisor. */
export function RouteChooser({ plan }: { plan: Plan }) {
  const { t } = useTranslation(['plan', 'tools']);
  const locale = useLocale();
  const [route, setRoute] = useState<RouteId>(plan.route ?? plan.suggestedRoute ?? '18b');
  const { pending, error, run } = useAction('plan:page.errors.route');
  const save = () => void run(() => chooseRoute(route));

  return (
    <section aria-labelledby="plan-route" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="plan-route" className="text-lg font-semibold text-slate-900">
        {t('page.route')}
      </h2>
      {plan.route ? (
        <p className="mt-1 text-slate-800" data-testid="plan-route">
          {t(`tools:route.${plan.route}`)}{' '}
          <span className="text-sm text-slate-600">
            ({t(plan.routeSource === 'advisor' ? 'page.byAdvisor' : 'page.byYou')})
          </span>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          {plan.suggestedRoute ? t('page.suggested') : t('page.noCheck')}{' '}
          <a className="font-semibold text-brand-700 underline" href={localePath(locale, '/tools/route-check/')}>
            {t('page.routeCheck')}
          </a>
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('page.chooseRoute')}
          <select
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
            value={route}
            onChange={(event) => setRoute(event.target.value as RouteId)}
          >
            {ROUTE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`tools:route.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={primaryButton} disabled={pending} onClick={save}>
          {t('page.saveRoute')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
