import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $packageDetail, loadPackageDetail, type PackageDetail } from '@/lib/stores/packages';
import { linkClass } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import type { OrderLegalTexts } from '@/lib/legal/order-texts';
import { AppShell } from '@/islands/shell/AppShell';
import { Badge, STEP_TONE } from '@/islands/dashboard/commerce/Badge';
import { StepTimeline } from '@/islands/dashboard/commerce/StepTimeline';
import { CheckIcon } from '@/islands/dashboard/frame/icons';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { ActivePackageCard } from './ActivePackageCard';
import { PackagePrice } from './PackageFacts';
import { OrderLegalTextsProvider } from './order-legal-texts';
import { SelectButton } from './SelectButton';

/** /dashboard/packages/{code} (SPEC §2): price, features, services, the process as a timeline, overall status, select. */
export default function PackageDetailPage({
  locale,
  messages,
  code,
  legal,
}: IslandPageProps & { code: string; legal: OrderLegalTexts }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <OrderLegalTextsProvider value={legal}>
        <Detail code={code} />
      </OrderLegalTextsProvider>
    </AppShell>
  );
}

function Detail({ code }: { code: string }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const state = useStore($packageDetail);
  const load = useCallback(() => loadPackageDetail(code), [code]);
  const title = state.status === 'ready' ? state.data.pkg.name : t('packages.title');

  return (
    <DashboardFrame current="packages" title={title}>
      <a href={localePath(locale, '/dashboard/packages')} className={`${linkClass} mb-6 inline-block text-sm`}>
        ← {t('packages.detail.back')}
      </a>
      <Loaded
        state={state}
        load={load}
        loadingLabel={t('packages.detail.loading')}
        fallbackKey="commerce:packages.errors.detail"
      >
        {(detail) => <DetailContent detail={detail} />}
      </Loaded>
    </DashboardFrame>
  );
}

function DetailContent({ detail: { pkg, owned } }: { detail: PackageDetail }) {
  const { t } = useTranslation('commerce');
  const active = owned?.status === 'active' ? owned : null;
  const steps = owned?.steps ?? pkg.processSteps;
  const done = owned?.steps.filter((step) => step.status === 'completed').length ?? 0;
  const list = (id: string, title: string, items: string[]) => (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-2">
        <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-slate-700">{pkg.description}</p>
          <PackagePrice pkg={pkg} />
          {!active && <SelectButton pkg={pkg} />}
        </section>
        <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {list('features-title', t('packages.detail.features'), pkg.features)}
          {list('services-title', t('packages.detail.services'), pkg.services)}
        </div>
      </div>
      <div className="space-y-6 lg:col-span-3">
        {active && <ActivePackageCard mine={active} linked={false} />}
        <section
          aria-labelledby="steps-title"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="steps-title" className="text-lg font-semibold text-slate-900">
              {t('packages.detail.steps')}
            </h2>
            {owned && (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                {t('packages.detail.overall')}:{' '}
                <Badge tone={STEP_TONE[owned.timelineStatus]}>{t(`status.step.${owned.timelineStatus}`)}</Badge>
              </p>
            )}
          </div>
          <p className="mb-5 mt-1 text-sm text-slate-700">
            {t(owned ? 'packages.detail.stepsIntro' : 'packages.detail.notOwned')}
          </p>
          <StepTimeline
            steps={steps}
            label={t('packages.detail.timelineLabel', { name: pkg.name, done, total: steps.length })}
          />
        </section>
      </div>
    </div>
  );
}
